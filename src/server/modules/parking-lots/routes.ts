import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import { parkingLotContract } from '../../../domain/contracts/parking-lots';
import { availabilityChangeSchema, parkingLotCreateSchema, parkingLotUpdateSchema } from '../../../domain/parking-lot';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idRoute, idWrite } from '../../lib/id-route';
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
  /** The answers of a change to one lot: the lot as it is now, or why not. */
  const changedLot = { 200: parkingLotContract, ...errorResponses(401, 404, 409, 422) };

  app.get(
    '/parking-lots',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's own parking lots",
        response: { 200: listBody(parkingLotContract), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listMyLots(app.deps, currentUser(request)) }),
  );

  app.post(
    '/parking-lots',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Add a parking lot',
        body: createBody,
        response: { 201: parkingLotContract, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const lot = await createLot(app.deps, currentUser(request), request.body);
      return reply.status(201).send(lot);
    },
  );

  app.get(
    '/parking-lots/:id',
    idRoute('One of the caller’s parking lots', { 200: parkingLotContract, ...errorResponses(401, 404) }),
    async (request) => getMyLot(app.deps, currentUser(request), request.params.id),
  );

  app.put('/parking-lots/:id', idWrite('Change a parking lot', updateBody, changedLot), async (request) =>
    updateMyLot(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/parking-lots/:id',
    idRoute('Delete a parking lot', { 204: noContent, ...errorResponses(401, 404, 409) }),
    async (request, reply) => {
      await deleteMyLot(app.deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/parking-lots/:id/availability',
    idWrite('Open or close a parking lot for reservations', availabilityBody, changedLot),
    async (request) => setAvailability(app.deps, currentUser(request), request.params.id, request.body),
  );
}
