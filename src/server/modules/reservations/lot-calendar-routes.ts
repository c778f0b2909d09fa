import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody } from '../../../domain/contracts/common';
import { lotCalendarQuery } from '../../../domain/contracts/reservation-requests';
import { reservationContract } from '../../../domain/contracts/reservations';
import { idParams } from '../../lib/id-params';
import { authenticate, currentUser } from '../../lib/authenticate';
import { lotCalendar } from './lot-calendar';

/** A lot's calendar (PRODUCT.md, "Owners' tools"): its reservations over a range, for its owner. */
export async function lotCalendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/parking-lots/:id/reservations',
    {
      onRequest: authenticate,
      schema: {
        summary: 'The reservations of one of the caller’s parking lots over a range (but cancelled ones)',
        params: idParams,
        querystring: lotCalendarQuery,
        response: { 200: listBody(reservationContract), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => lotCalendar(app.deps, currentUser(request), request.params.id, request.query),
  );
}
