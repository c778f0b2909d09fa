import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReservationContract,
  adminReservationDetailContract,
  adminReservationUpdateSchema,
} from '../../../domain/contracts/admin-ledger';
import { adminReservationsQuery } from '../../../domain/contracts/admin-queries';
import { dataBody, errorResponses, pagedListBody } from '../../../domain/contracts/common';
import { dayBounds, pageMetaOf } from '../../lib/admin-list';
import { idempotencyOnSend, idempotencyPreHandler, idempotentWork } from '../../lib/idempotency';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { adminReservationView, pageReservations } from './admin-repository';
import { adminCancelReservation, adminReservationDetail } from './admin-service';
import { settleReport } from './settle-report';
import { idParams } from '../../lib/id-params';

/** /admin/reservations: filters, detail and cancel with a full refund. */
export async function adminReservationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const zone = deps.config.APP_TIMEZONE;

  app.get(
    '/admin/reservations',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Search every reservation (status, lot, user, dates)',
        querystring: adminReservationsQuery,
        response: { 200: pagedListBody(adminReservationContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const filters = {
        ...q,
        q: q.q || undefined,
        registration: q.registration || undefined,
        ...dayBounds(q.from, q.to, zone),
      };
      const { rows, total } = await pageReservations(deps.db, filters, q, deps.now());
      return { data: rows.map((r) => adminReservationView(r, zone)), meta: pageMetaOf(total, q) };
    },
  );

  app.get(
    '/admin/reservations/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'One reservation',
        params: idParams,
        response: { 200: dataBody(adminReservationDetailContract), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await adminReservationDetail(deps, request.params.id) }),
  );

  app.put(
    '/admin/reservations/:id',
    {
      onRequest: authenticateAdmin,
      preHandler: idempotencyPreHandler,
      onSend: idempotencyOnSend,
      schema: {
        summary: 'Cancel a reservation with a full refund, or decide a contested or held report',
        description:
          "{status: 'cancelled'}: a full refund, while scheduled or active. {settle: 'charge'|'refund'}: a " +
          "contested report, or one held for review, decided once ('charge': as if finalized at the report's " +
          "time; 422 when the driver's balance cannot pay it), else 409. Audited.",
        params: idParams,
        body: adminReservationUpdateSchema,
        response: { 200: dataBody(adminReservationDetailContract), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const adminId = currentUser(request).id;
      const { id } = request.params;
      const body = request.body;
      return {
        data:
          'settle' in body
            ? await settleReport(deps, adminId, id, body.settle, idempotentWork(request))
            : await adminCancelReservation(deps, adminId, id, idempotentWork(request)),
      };
    },
  );
}
