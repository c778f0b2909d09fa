import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataBody, errorResponses } from '../../../domain/contracts/common';
import {
  creditRequestContract,
  creditRequestCreateSchema,
  myCreditRequestsContract,
} from '../../../domain/contracts/credit-requests';
import { authenticate, currentUser } from '../../lib/authenticate';
import { myCreditRequests, requestCredits } from './service';

/** A driver's requests for credits (PRODUCT.md, "The driver's first hour"): ask, and see the answer. */
export async function creditRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/credit-requests',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's requests for credits, newest first, and whether requests are taken",
        response: { 200: myCreditRequestsContract, ...errorResponses(401) },
      },
    },
    async (request) => myCreditRequests(app.deps, currentUser(request).id),
  );

  app.post(
    '/credit-requests',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Ask the administrators for credits (one open request at a time)',
        body: creditRequestCreateSchema,
        response: { 201: dataBody(creditRequestContract), ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await requestCredits(app.deps, currentUser(request).id, request.body.note ?? null) }),
  );
}
