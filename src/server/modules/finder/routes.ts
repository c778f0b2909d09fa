import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser } from '../auth/authenticate';
import '../parking-lots/messages';
import { finderQuerySchema } from './query-schema';
import { findLotsJson } from './service';

export async function finderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = finderQuerySchema(app.deps.config.APP_TIMEZONE);

  // The lots arrive as JSON text (built by the database on the map path): sent as they are.
  app.get('/parking-finder', { onRequest: authenticate, schema: { querystring } }, async (request, reply) => {
    const lots = await findLotsJson(app.deps, currentUser(request), request.query);
    return reply.type('application/json; charset=utf-8').send(`{"data":${lots}}`);
  });
}
