import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common';
import { finderBody, type FinderBody } from '../../../domain/contracts/finder';
import { authenticate, currentUser } from '../auth/authenticate';
import { finderQuerySchema } from './query-schema';
import { findLotsJson } from './service';

export async function finderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = finderQuerySchema(app.deps.config.APP_TIMEZONE);

  // The lots arrive as JSON text (built by the database on the map path): sent as they are,
  // without the serializer (tests/api/finder-json.test.ts parses them with the contract).
  app.get(
    '/parking-finder',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Parking lots in an area, free for a period',
        querystring,
        response: { 200: finderBody, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const lots = await findLotsJson(app.deps, currentUser(request), request.query);
      // JSON text with a JSON content type: Fastify sends it as is (the type says otherwise).
      const body = `{"data":${lots}}` as unknown as FinderBody;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
