import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityChangeSchema, parkingLotCreateSchema, parkingLotUpdateSchema } from '../../../domain/parking-lot';
import { authenticate, currentUser } from '../auth/authenticate';
import './messages';
import { idParams, parseId } from './route-params';
import { createLot, deleteMyLot, getMyLot, listMyLots, setAvailability, updateMyLot } from './service';

/**
 * The owner's own lots: anyone else's id answers 404. Authentication runs on request, before
 * body validation, so a guest gets 401 rather than field errors.
 */
export async function parkingLotRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const zone = app.deps.config.APP_TIMEZONE;
  const createBody = parkingLotCreateSchema(zone);
  const updateBody = parkingLotUpdateSchema(zone);
  const availabilityBody = availabilityChangeSchema(zone);

  app.get('/parking-lots', { onRequest: authenticate }, async (request) => ({
    data: await listMyLots(app.deps, currentUser(request)),
  }));

  app.post('/parking-lots', { onRequest: authenticate, schema: { body: createBody } }, async (request, reply) => {
    const lot = await createLot(app.deps, currentUser(request), request.body);
    return reply.status(201).send(lot);
  });

  app.get('/parking-lots/:id', { onRequest: authenticate, schema: { params: idParams } }, async (request) =>
    getMyLot(app.deps, currentUser(request), parseId(request.params.id)),
  );

  app.put(
    '/parking-lots/:id',
    { onRequest: authenticate, schema: { params: idParams, body: updateBody } },
    async (request) => updateMyLot(app.deps, currentUser(request), parseId(request.params.id), request.body),
  );

  app.delete('/parking-lots/:id', { onRequest: authenticate, schema: { params: idParams } }, async (request, reply) => {
    await deleteMyLot(app.deps, currentUser(request), parseId(request.params.id));
    return reply.status(204).send();
  });

  app.post(
    '/parking-lots/:id/availability',
    { onRequest: authenticate, schema: { params: idParams, body: availabilityBody } },
    async (request) => setAvailability(app.deps, currentUser(request), parseId(request.params.id), request.body),
  );
}
