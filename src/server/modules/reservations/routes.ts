import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, numberedListBody } from '../../../domain/contracts/common';
import { extendConflictBody, extendRequest } from '../../../domain/contracts/reservation-actions';
import {
  createdReservationContract,
  reservationContract,
  type CreatedReservationContract,
} from '../../../domain/contracts/reservations';
import {
  createReservationBody,
  listReservationsQuery,
  updateReservationBody,
} from '../../../domain/contracts/reservation-requests';
import { contractText } from '../../lib/contract-serializer';
import { idParams } from '../../lib/id-params';
import {
  idempotencyKeyPreHandler,
  idempotencyOnSend,
  idempotencyPreHandler,
  idempotentWork,
} from '../../lib/idempotency';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idRoute } from '../../lib/id-route';
import { createReservation, JSON_TYPE } from './create-reservation';
import { extendReservation } from './extend-reservation';
import { changeReservationStatus, getReservation, listReservations } from './service';

/**
 * A user's reservations, sent (as driver) and received (as owner of the lot). POST and PUT
 * honour an Idempotency-Key header. Authentication runs on request, before validation.
 */
export async function reservationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listBody = numberedListBody(reservationContract);
  const idempotent = { preHandler: idempotencyPreHandler, onSend: idempotencyOnSend };

  app.get(
    '/reservations',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's reservations, sent and received",
        querystring: listReservationsQuery,
        response: { 200: listBody, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      // Up to 200 reservations, their JSON built by PostgreSQL: in production the text is sent
      // as is (Fastify sends JSON text untouched); in tests it goes through the contract
      // (contractText), so a drift still fails them.
      const text = await listReservations(app.deps, currentUser(request), request.query);
      const body = contractText(listBody, text, app.deps.config.NODE_ENV) as never;
      return reply.type(JSON_TYPE).send(body);
    },
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
        body: createReservationBody,
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
    idRoute('One reservation the caller made or received', { 200: reservationContract, ...errorResponses(401, 404) }),
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
        body: updateReservationBody,
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
        response: { 200: reservationContract, 409: extendConflictBody, ...errorResponses(401, 403, 404, 422) },
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
