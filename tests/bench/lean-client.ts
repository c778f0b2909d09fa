import { Pool } from 'undici';

/**
 * A load generator's HTTP client: undici's connection pool (keep-alive sockets, `sockets` to each
 * server) driven through its handler interface, the lowest it offers: the status kept, the body
 * counted and dropped (not decompressed, not parsed), no header parsed into an object, no stream.
 * It shares the two cores with the server it measures, so its own CPU is kept low: per booking
 * about half of node:http's (docs/performance.md, session 59); fetch, built on the same undici,
 * costs several times node:http's.
 */
export function leanClient(sockets: number) {
  const pools = new Map<string, Pool>();
  const poolOf = (origin: string) => {
    let pool = pools.get(origin);
    if (!pool) pools.set(origin, (pool = new Pool(origin, { connections: sockets })));
    return pool;
  };
  const send = (
    url: string,
    options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; bytes: number }> =>
    new Promise((resolve, reject) => {
      // 'http://host:port' ends at the first slash after the scheme's two.
      const pathAt = url.indexOf('/', url.indexOf('//') + 2);
      let status = 0;
      let bytes = 0;
      poolOf(url.slice(0, pathAt)).dispatch(
        { path: url.slice(pathAt), method: options.method ?? 'GET', headers: options.headers, body: options.body },
        {
          onConnect: () => undefined,
          onError: reject,
          onHeaders: (statusCode) => {
            status = statusCode;
            return true;
          },
          onData: (chunk) => {
            bytes += chunk.length;
            return true;
          },
          onComplete: () => resolve({ status, bytes }),
        },
      );
    });
  return {
    send,
    close: () => {
      for (const pool of pools.values()) void pool.destroy();
    },
  };
}
