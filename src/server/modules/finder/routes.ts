import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common';
import {
  finderBody,
  finderLotBody,
  finderMapBody,
  type FinderBody,
  type FinderMapBody,
} from '../../../domain/contracts/finder';
import { idParams } from '../../lib/id-params';
import { authenticate, currentUser } from '../../lib/authenticate';
import { finderQuerySchema } from './query-schema';
import { findLotsJson, findMarkersJson, findOneLot } from './service';

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

  // The map's own answer: a tuple per lot with what a marker needs, each location once.
  app.get(
    '/parking-finder/map',
    {
      onRequest: authenticate,
      schema: {
        summary: 'The map’s markers for an area, free for a period (the lots’ full records: /parking-finder/lots/{id})',
        querystring,
        response: { 200: finderMapBody, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const body = (await findMarkersJson(app.deps, currentUser(request), request.query)) as unknown as FinderMapBody;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/parking-finder/lots/:id',
    {
      onRequest: authenticate,
      schema: {
        summary: 'One lot as the finder shows it for a period (the map’s selected lot)',
        params: idParams,
        querystring,
        response: { 200: finderLotBody, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await findOneLot(app.deps, currentUser(request), request.params.id, request.query),
    }),
  );
}
