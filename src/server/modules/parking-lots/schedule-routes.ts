import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common';
import { weeklyScheduleContract } from '../../../domain/contracts/parking-lots';
import { weeklyScheduleSchema } from '../../../domain/weekly-schedule-schema';
import { currentUser } from '../../lib/authenticate';
import { idRoute, idWrite } from '../../lib/id-route';
import { getSchedule, putSchedule } from './schedule-service';

/** A lot's weekly schedule (PRODUCT.md, "Owners' tools"): the owner's own lots, anyone else's id is 404. */
export async function parkingLotScheduleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/parking-lots/:id/schedule',
    idRoute('The weekly schedule of one of the caller’s parking lots', {
      200: weeklyScheduleContract,
      ...errorResponses(401, 404),
    }),
    async (request) => getSchedule(app.deps, currentUser(request), request.params.id),
  );

  app.put(
    '/parking-lots/:id/schedule',
    idWrite('Set or remove ({weekly: []}) the weekly schedule of a parking lot', weeklyScheduleSchema, {
      200: weeklyScheduleContract,
      ...errorResponses(401, 404, 422),
    }),
    async (request) => putSchedule(app.deps, currentUser(request), request.params.id, request.body),
  );
}
