import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, numberedListBody } from '../../../domain/contracts/common';
import { extendConflictBody, extendedReservation, extendRequest } from '../../../domain/contracts/reservation-actions';
import {
  createdReservationContract,
  reservationContract,
  type CreatedReservationContract,
} from '../../../domain/contracts/reservations';
import { reservationStatusFilters } from '../../../domain/reservation-status';
import { idParams } from '../../lib/id-params';
import {
  idempotencyKeyPreHandler,
  idempotencyOnSend,
  idempotencyPreHandler,
  idempotentWork,
} from '../../lib/idempotency';
import { authenticate, currentUser } from '../../lib/authenticate';
import { createReservation, JSON_TYPE } from './create-reservation';
import { extendReservation } from './extend-reservation';
import { changeReservationStatus, getReservation, listReservations } from './service';

/** An id from JSON (number) or a form (numeric string); anything else reads as not given. */
const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v === '' ? null : v),
  z.number().int().positive().max(2_147_483_647).nullish(),
);
const text = (max: number) => z.string().max(max).nullish();

const createBody = z.object({
  parking_lot_id: idField,
  automobile_id: idField,
  automobile_registration: text(32),
  visitor_phone: text(32),
  start_time: text(40),
  end_time: text(40),
});

const listQuery = z.object({
  type: z.enum(['all', 'sent', 'received']).default('all'),
  status: z.enum(reservationStatusFilters).default('all'),
  place: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(100),
});

/** reason: why it is cancelled (quoted to the other party); blank is none. */
const updateBody = z.object({
  status: z.enum(['cancelled', 'finalized']),
  reason: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});

/**
 * A user's reservations, sent (as driver) and received (as owner of the lot). POST and PUT
 * honour an Idempotency-Key header. Authentication runs on request, before validation.
 */
export async function reservationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const idempotent = { preHandler: idempotencyPreHandler, onSend: idempotencyOnSend };

  app.get(
    '/reservations',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's reservations, sent and received",
        querystring: listQuery,
        response: { 200: numberedListBody(reservationContract), ...errorResponses(401, 422) },
      },
    },
    async (request) => listReservations(app.deps, currentUser(request), request.query),
  );

  app.post(
    '/reservations',
    {
      onRequest: authenticate,
      // The booking claims the key in its first statement: no lookup before it.
      preHandler: idempotencyKeyPreHandler,
      onSend: idempotencyOnSend,
      schema: {
        summary: 'Reserve a parking lot (honours Idempotency-Key)',
        body: createBody,
        response: { 201: createdReservationContract, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      // The answer is the JSON text the booking stored with its Idempotency-Key (encoded
      // through the contract outside production): Fastify sends JSON text as is.
      const booked = await createReservation(app.deps, currentUser(request), request.body, idempotentWork(request));
      const body = booked.json as unknown as CreatedReservationContract;
      return reply.status(201).type(JSON_TYPE).send(body);
    },
  );

  app.get(
    '/reservations/:id',
    {
      onRequest: authenticate,
      schema: {
        summary: 'One reservation the caller made or received',
        params: idParams,
        response: { 200: reservationContract, ...errorResponses(401, 404) },
      },
    },
    async (request) => getReservation(app.deps, currentUser(request), request.params.id),
  );

  app.put(
    '/reservations/:id',
    {
      onRequest: authenticate,
      ...idempotent,
      schema: {
        summary: 'Cancel (with an optional reason) or finalize a reservation (honours Idempotency-Key)',
        params: idParams,
        body: updateBody,
        response: { 200: reservationContract, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) =>
      changeReservationStatus(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body.status,
        idempotentWork(request),
        request.body.reason,
      ),
  );

  app.post(
    '/reservations/:id/extend',
    {
      onRequest: authenticate,
      ...idempotent,
      schema: {
        summary: 'Extend a reservation (honours Idempotency-Key)',
        params: idParams,
        body: extendRequest,
        response: { 200: extendedReservation, 409: extendConflictBody, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      await extendReservation(app.deps, user, id, request.body, idempotentWork(request));
      return getReservation(app.deps, user, id);
    },
  );
}
