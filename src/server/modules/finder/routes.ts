import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, currentUser } from '../auth/authenticate';
import '../parking-lots/messages';
import { finderQuerySchema } from './query-schema';
import { findLots } from './service';

export async function finderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = finderQuerySchema(app.deps.config.APP_TIMEZONE);

  app.get('/parking-finder', { onRequest: authenticate, schema: { querystring } }, async (request) => ({
    data: await findLots(app.deps, currentUser(request), request.query),
  }));
}
