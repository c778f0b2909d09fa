import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataBody, errorResponses, noContent } from '../../../domain/contracts/common';
import {
  lotRatingsContract,
  ownerStrikesContract,
  rateReservationBody,
  ratingContract,
  replyRatingBody,
  reportRatingBody,
  reservationRatingContract,
} from '../../../domain/contracts/ratings';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { subscribeStrikes } from './event-subscribers';
import { lotRatings, rateReservation, replyToRating, reportRating, reservationRating } from './service';
import { ownerStrikeStatus } from './strikes';

/** Ratings both ways after a reservation, a lot's ratings, and an owner's reliability (docs/ratings.md). */
export async function ratingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  subscribeStrikes(app.deps);

  app.post(
    '/reservations/:id/rating',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Rate a finalized or expired reservation: the driver rates the lot, the owner the driver (once each)',
        params: idParams,
        body: rateReservationBody,
        response: { 201: dataBody(ratingContract), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await rateReservation(app.deps, currentUser(request).id, request.params.id, request.body) }),
  );

  app.get(
    '/reservations/:id/rating',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's rating of a reservation, the other side's once revealed, and whether they may rate",
        params: idParams,
        response: { 200: dataBody(reservationRatingContract), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await reservationRating(app.deps, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/parking-lots/:id/ratings',
    {
      onRequest: authenticate,
      schema: {
        summary: "A lot's shown ratings, newest first; the average and count once it has 3",
        params: idParams,
        response: { 200: lotRatingsContract, ...errorResponses(401, 404) },
      },
    },
    async (request) => lotRatings(app.deps, currentUser(request), request.params.id),
  );

  app.post(
    '/ratings/:id/reply',
    {
      onRequest: authenticate,
      schema: {
        summary: "The lot owner's one reply to a driver's rating",
        params: idParams,
        body: replyRatingBody,
        response: { 200: dataBody(ratingContract), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await replyToRating(app.deps, currentUser(request).id, request.params.id, request.body.reply),
    }),
  );

  app.post(
    '/ratings/:id/report',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Report a rating to the administrators',
        params: idParams,
        body: reportRatingBody,
        response: { 204: noContent, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await reportRating(app.deps, currentUser(request), request.params.id, request.body.reason || null);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner-strikes',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's strikes as an owner (90 days) and whether their lots are in search",
        response: { 200: dataBody(ownerStrikesContract), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await ownerStrikeStatus(app.deps, currentUser(request).id) }),
  );
}
