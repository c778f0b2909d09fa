import { Agent, request } from 'node:http';

/**
 * A load generator's HTTP client: keep-alive sockets, the body read and dropped (not
 * decompressed, not parsed). fetch (undici) spends several times the CPU per request, on the
 * same two cores as the server it measures.
 */
export function leanClient(sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const send = (
    url: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; bytes: number }> =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(options.body);
    });
  return { send, close: () => agent.destroy() };
}
