import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserContract,
  adminUserDetailContract,
  adminUserUpdateSchema,
} from '../../../domain/contracts/admin-users';
import { adminUsersQuery } from '../../../domain/contracts/admin-queries';
import { dataBody, errorResponses, pagedListBody } from '../../../domain/contracts/common';
import { pageMetaOf } from '../../lib/admin-list';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { adminUserView, pageUsers } from './admin-repository';
import { adminUpdateUser, adminUserDetail } from './admin-service';
import { pathId } from '../../lib/id-params';

export const adminIdParams = z.object({ id: pathId });

/** /admin/users: search, detail, edit, administrator flag and suspension. */
export async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/admin/users',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Search users (name, email, phone)',
        querystring: adminUsersQuery,
        response: { 200: pagedListBody(adminUserContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, total } = await pageUsers(deps.db, request.query);
      return {
        data: rows.map((u) => adminUserView(u, deps.config.APP_TIMEZONE)),
        meta: pageMetaOf(total, request.query),
      };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'One user with balance, automobiles, lots, reservations, locations',
        params: adminIdParams,
        response: { 200: dataBody(adminUserDetailContract), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await adminUserDetail(deps, request.params.id, currentUser(request).id) }),
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Edit a user: name, phone, language, administrator, suspension',
        params: adminIdParams,
        body: adminUserUpdateSchema,
        response: { 200: dataBody(adminUserDetailContract), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await adminUpdateUser(deps, currentUser(request).id, request.params.id, request.body),
    }),
  );
}
