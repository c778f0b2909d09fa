import { request } from 'node:http';

/**
 * A request that stays in flight for `pauseMs`: its headers and half its body are sent at once,
 * the rest after the pause (a phone on a slow network). Resolves with the answer's status, or
 * rejects when the connection fails. `sent` resolves once the first half is written and the server
 * has read it: a GET /api/health sent after it has been answered (on a busy machine the write's
 * callback alone came before the server's next read, and a signal sent then found no request
 * in flight).
 */
export function slowPost(
  url: string,
  body: object,
  pauseMs: number,
): { sent: Promise<void>; answered: Promise<number> } {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  let markSent = () => undefined as void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(text.slice(0, half), () => {
      void fetch(new URL('/api/health', url)).then(
        (health) => {
          void health.body?.cancel();
          markSent();
        },
        () => markSent(),
      );
    });
    setTimeout(() => req.end(text.slice(half)), pauseMs);
  });
  return { sent, answered };
}
