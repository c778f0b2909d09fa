import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics on the public port, only with `Authorization: Bearer METRICS_TOKEN` (401
 * otherwise, and nothing registered at all without the token: the path is then the app's).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  if (!token || !metrics.enabled) return;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const [scheme, given] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A metrics token is required' });
    }
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}

/**
 * GET /metrics without a token on METRICS_PORT, bound to 127.0.0.1 only (a scraper beside the
 * process, or a sidecar). Returns its close function.
 */
export async function startMetricsListener(metrics: AppMetrics, port: number): Promise<() => Promise<void>> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
