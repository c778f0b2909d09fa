import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import {
  adminRatingContract,
  moderateRatingBody,
  ownerHoldContract,
  restoreOwnerBody,
} from '../../../domain/contracts/ratings';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { decideRating, listReportedRatings } from './admin-service';
import { listOwnerHolds, restoreOwner } from './strikes';

/** /admin/ratings (reported ratings: hide or keep) and /admin/owner-holds (owners out of search: restore). */
export async function adminRatingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/ratings',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Ratings with a report waiting for a decision',
        response: { 200: listBody(adminRatingContract), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listReportedRatings(app.deps) }),
  );

  app.put(
    '/admin/ratings/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Hide a reported rating or keep it shown (audited)',
        params: idParams,
        body: moderateRatingBody,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await decideRating(app.deps, currentUser(request).id, request.params.id, request.body.decision);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/owner-holds',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Owners whose parking lots are out of search after three strikes in 30 days',
        response: { 200: listBody(ownerHoldContract), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await listOwnerHolds(app.deps) }),
  );

  app.post(
    '/admin/owner-holds/:id/restore',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: "Put an owner's parking lots back in search after review (audited; the owner is told)",
        params: idParams,
        body: restoreOwnerBody,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await restoreOwner(app.deps, currentUser(request).id, request.params.id, request.body.note || null);
      return reply.status(204).send(null);
    },
  );
}
