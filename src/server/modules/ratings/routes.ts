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
import { idRoute, idWrite } from '../../lib/id-route';
import { subscribeStrikes } from './event-subscribers';
import { lotRatings, rateReservation, replyToRating, reportRating, reservationRating } from './service';
import { ownerStrikeStatus } from './strikes';

/** Ratings both ways after a reservation, a lot's ratings, and an owner's reliability (docs/ratings.md). */
export async function ratingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  subscribeStrikes(app.deps);

  app.post(
    '/reservations/:id/rating',
    idWrite(
      'Rate a finalized or expired reservation: the driver rates the lot, the owner the driver (once each)',
      rateReservationBody,
      { 201: dataBody(ratingContract), ...errorResponses(401, 404, 409, 422) },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await rateReservation(app.deps, currentUser(request).id, request.params.id, request.body) }),
  );

  app.get(
    '/reservations/:id/rating',
    idRoute("The caller's rating of a reservation, the other side's once revealed, and whether they may rate", {
      200: dataBody(reservationRatingContract),
      ...errorResponses(401, 404),
    }),
    async (request) => ({ data: await reservationRating(app.deps, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/parking-lots/:id/ratings',
    idRoute("A lot's shown ratings, newest first; the average and count once it has 3", {
      200: lotRatingsContract,
      ...errorResponses(401, 404),
    }),
    async (request) => lotRatings(app.deps, currentUser(request), request.params.id),
  );

  app.post(
    '/ratings/:id/reply',
    idWrite("The lot owner's one reply to a driver's rating", replyRatingBody, {
      200: dataBody(ratingContract),
      ...errorResponses(401, 404, 409, 422),
    }),
    async (request) => ({
      data: await replyToRating(app.deps, currentUser(request).id, request.params.id, request.body.reply),
    }),
  );

  app.post(
    '/ratings/:id/report',
    idWrite('Report a rating to the administrators', reportRatingBody, {
      204: noContent,
      ...errorResponses(401, 404, 422),
    }),
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
