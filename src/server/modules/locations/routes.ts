import type { FastifyInstance } from 'fastify';
import { authenticate, currentUser } from '../auth/authenticate';
import { locationResponse } from './location-response';
import { listAuthorizedLocations, listUsableLocations } from './repository';

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const zone = app.deps.config.APP_TIMEZONE;

  /** The caller's authorizations (the "locations" screen). */
  app.get('/locations', { onRequest: authenticate }, async (request) => {
    const rows = await listAuthorizedLocations(app.deps.db, currentUser(request).id);
    return { data: rows.map((row) => locationResponse(row, zone)) };
  });

  /** Where the caller may put a lot and find lots: public plus authorized (the lot form's choices). */
  app.get('/locations/options', { onRequest: authenticate }, async (request) => {
    const rows = await listUsableLocations(app.deps.db, currentUser(request));
    return { data: rows.map((row) => locationResponse(row, zone)) };
  });
}
