import type { FastifyInstance } from 'fastify';
import { messages } from './errors';
import { translate } from './i18n';
import { requestLanguage } from './request-language';

/**
 * Once the app closes (after a stop signal and SHUTDOWN_DELAY_SECONDS), the port no longer
 * accepts connections; a request that still arrives on a kept-alive one is answered 503 with
 * Connection: close, in the error shape with its request id, so the client sends it again on a
 * new connection (to another process). Fastify's own 503 for this is turned off in app.ts: its
 * body had neither our shape nor the id.
 */
export function registerDrainingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ message: translate(requestLanguage(request), messages.restarting), request_id: request.id });
  });
}
