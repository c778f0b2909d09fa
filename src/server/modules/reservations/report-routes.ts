import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataBody, errorResponses } from '../../../domain/contracts/common';
import { contestRequest, reportRequest } from '../../../domain/contracts/reservation-reports';
import { reportResult, reservationContract } from '../../../domain/contracts/reservations';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { idWrite } from '../../lib/id-route';
import { idempotencyOnSend, idempotencyPreHandler, idempotentWork } from '../../lib/idempotency';
import { contestReport } from './contest-report';
import { reportReservation } from './report-reservation';

/** "Spot taken" (PRODUCT.md, "Trust at the lot"): the driver's report and the owner's contest. */
export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reservations/:id/report',
    {
      onRequest: authenticate,
      preHandler: idempotencyPreHandler,
      onSend: idempotencyOnSend,
      schema: {
        summary: 'Report the reserved spot taken: cancel with a full refund, and free lots nearby',
        description:
          'By the driver, from 10 minutes before the start to 15 minutes after it (else 422). The reservation ' +
          "is cancelled with cancel_reason 'reported: <reason>' and the whole hold goes back at once; a " +
          "driver's fourth report in 30 days is recorded but refunds nothing until an administrator decides " +
          '(refunded 0, report.held). `alternatives`: up to 5 lots within 1 km free from now to the end, closest ' +
          'first. Honours Idempotency-Key.',
        params: idParams,
        body: reportRequest,
        response: { 200: reportResult, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      reportReservation(app.deps, currentUser(request), request.params.id, request.body, idempotentWork(request)),
  );

  app.post(
    '/reservations/:id/contest',
    idWrite("The lot's owner contests a report (within 72 hours, once)", contestRequest, {
      200: dataBody(reservationContract),
      ...errorResponses(401, 403, 404, 409, 422),
    }),
    async (request) => ({
      data: await contestReport(app.deps, currentUser(request), request.params.id, request.body.note),
    }),
  );
}
