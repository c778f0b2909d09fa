import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody } from '../../../domain/contracts/common';
import { locationContract } from '../../../domain/contracts/locations';
import { authenticate, currentUser } from '../../lib/authenticate';
import { locationResponse } from './presenter';
import { listAuthorizedLocations, listUsableLocations } from './repository';

export async function locationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answers = { 200: listBody(locationContract), ...errorResponses(401) };
  const zone = app.deps.config.APP_TIMEZONE;

  /** The caller's authorizations (the "locations" screen). */
  app.get(
    '/locations',
    { onRequest: authenticate, schema: { summary: 'Locations the caller is authorized for', response: answers } },
    async (request) => {
      const rows = await listAuthorizedLocations(app.deps.db, currentUser(request).id);
      return { data: rows.map((row) => locationResponse(row, zone)) };
    },
  );

  /** Where the caller may put a lot and find lots: public plus authorized (the lot form's choices). */
  app.get(
    '/locations/options',
    { onRequest: authenticate, schema: { summary: 'Locations the caller may use', response: answers } },
    async (request) => {
      const rows = await listUsableLocations(app.deps.db, currentUser(request));
      return { data: rows.map((row) => locationResponse(row, zone)) };
    },
  );
}
