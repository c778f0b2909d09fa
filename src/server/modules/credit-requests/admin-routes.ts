import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataBody, errorResponses } from '../../../domain/contracts/common';
import {
  adminCreditRequestListContract,
  adminCreditRequestListQuery,
  creditRequestContract,
  creditRequestDecisionSchema,
} from '../../../domain/contracts/credit-requests';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { decideRequest, listCreditRequests } from './service';

/** /admin/credit-requests: the drivers' requests, granted or declined in one tap. */
export async function adminCreditRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/credit-requests',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Requests for credits: open ones oldest first, or decided ones',
        querystring: adminCreditRequestListQuery,
        response: { 200: adminCreditRequestListContract, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listCreditRequests(app.deps, request.query.status),
  );

  app.put(
    '/admin/credit-requests/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Grant (credits) or decline (note) a request, once; the driver is notified',
        params: idParams,
        body: creditRequestDecisionSchema,
        response: { 200: dataBody(creditRequestContract), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await decideRequest(app.deps, currentUser(request).id, request.params.id, request.body),
    }),
  );
}
