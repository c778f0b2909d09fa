import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLotContract,
  adminLotDetailContract,
  adminLotUpdateSchema,
} from '../../../domain/contracts/admin-records';
import { adminLotsQuery } from '../../../domain/contracts/admin-queries';
import { dataBody, errorResponses, pagedListBody } from '../../../domain/contracts/common';
import { pageMetaOf } from '../../lib/admin-list';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { adminLotView, pageAdminLots } from './admin-repository';
import { adminLotDetail, adminSetLotAvailability } from './admin-service';
import { idParams } from '../../lib/id-params';

/** /admin/parking-lots: search, detail, taking a lot out of search with a reason and putting it back. */
export async function adminParkingLotRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/admin/parking-lots',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Search every parking lot',
        querystring: adminLotsQuery,
        response: { 200: pagedListBody(adminLotContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await pageAdminLots(deps.db, { ...q, q: q.q || undefined }, q);
      return { data: rows.map(adminLotView), meta: pageMetaOf(total, q) };
    },
  );

  app.get(
    '/admin/parking-lots/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'One parking lot',
        params: idParams,
        response: { 200: dataBody(adminLotDetailContract), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await adminLotDetail(deps, request.params.id) }),
  );

  app.put(
    '/admin/parking-lots/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Take a lot out of search with a reason, or put it back',
        params: idParams,
        body: adminLotUpdateSchema,
        response: { 200: dataBody(adminLotDetailContract), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await adminSetLotAvailability(deps, currentUser(request).id, request.params.id, request.body),
    }),
  );
}
