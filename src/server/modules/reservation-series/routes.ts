import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody } from '../../../domain/contracts/common';
import {
  bookedSeriesContract,
  cancelledSeriesContract,
  cancelSeriesQuery,
  reservationSeriesContract,
  seriesPreviewContract,
  seriesRequest,
  updateSeriesBody,
} from '../../../domain/contracts/reservation-series';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { idRoute, idWrite } from '../../lib/id-route';
import { idempotencyOnSend, idempotencyPreHandler, idempotentWork } from '../../lib/idempotency';
import {
  bookSeries,
  cancelSeries,
  getSeries,
  listDriverSeries,
  listLotSeriesForOwner,
  previewSeries,
  updateSeries,
} from './service';

/**
 * Recurring bookings and monthly parking (docs/recurring.md): a driver's series of reservations
 * on one lot. POST honours an Idempotency-Key header; every date is an ordinary reservation.
 */
export async function reservationSeriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reservation-series/preview',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Every date of a series, free or why not, with the credits the free ones hold',
        body: seriesRequest,
        response: { 200: seriesPreviewContract, ...errorResponses(401, 422) },
      },
    },
    async (request) => previewSeries(app.deps, currentUser(request), request.body),
  );

  app.post(
    '/reservation-series',
    {
      onRequest: authenticate,
      preHandler: idempotencyPreHandler,
      onSend: idempotencyOnSend,
      schema: {
        summary: 'Book every free date of a series, or none (honours Idempotency-Key)',
        body: seriesRequest,
        response: { 201: bookedSeriesContract, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const booked = await bookSeries(app.deps, currentUser(request), request.body, idempotentWork(request));
      return reply.status(201).send(booked);
    },
  );

  app.get(
    '/parking-lots/:id/reservation-series',
    idRoute('The series booked on one of the caller’s parking lots that still have dates to come', {
      200: listBody(reservationSeriesContract),
      ...errorResponses(401, 404),
    }),
    async (request) => listLotSeriesForOwner(app.deps, currentUser(request), request.params.id),
  );

  app.get(
    '/reservation-series',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's series with their remaining dates",
        response: { 200: listBody(reservationSeriesContract), ...errorResponses(401) },
      },
    },
    async (request) => listDriverSeries(app.deps, currentUser(request)),
  );

  app.get(
    '/reservation-series/:id',
    idRoute('One series of the caller', { 200: reservationSeriesContract, ...errorResponses(401, 404) }),
    async (request) => getSeries(app.deps, currentUser(request), request.params.id),
  );

  app.put(
    '/reservation-series/:id',
    idWrite('Turn a series renewal on or off', updateSeriesBody, {
      200: reservationSeriesContract,
      ...errorResponses(401, 404, 422),
    }),
    async (request) => updateSeries(app.deps, currentUser(request), request.params.id, request.body.renew),
  );

  app.delete(
    '/reservation-series/:id',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Cancel the dates of a series in a range (all remaining when none), each refunded',
        params: idParams,
        querystring: cancelSeriesQuery,
        response: { 200: cancelledSeriesContract, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => cancelSeries(app.deps, currentUser(request), request.params.id, request.query),
  );
}
