import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLocationContract,
  adminLocationDetailContract,
  locationAuthorizationContract,
} from '../../../domain/contracts/admin-records';
import { adminLocationsQuery } from '../../../domain/contracts/admin-queries';
import { dataBody, errorResponses, noContent, pagedListBody } from '../../../domain/contracts/common';
import { formatApiDateTime } from '../../../domain/date-time';
import { locationPayloadSchema, locationUpdateSchema } from '../../../domain/parking-lot';
import { pageMetaOf } from '../../lib/admin-list';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { pageLocations } from './admin-repository';
import { countedLocation } from './presenter';
import { idParams, pathId } from '../../lib/id-params';
import {
  adminAuthorizeUser,
  adminCreateLocation,
  adminDeleteLocation,
  adminLocationDetail,
  adminRevokeUser,
  adminUpdateLocation,
} from './admin-service';

const userParams = z.object({ id: pathId, userId: pathId });
const detail = { 200: dataBody(adminLocationDetailContract), ...errorResponses(401, 403, 404, 422) };

/** /admin/locations: CRUD of locations, and who is authorized for a restricted one. */
export async function adminLocationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const zone = deps.config.APP_TIMEZONE;
  const adminOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/admin/locations',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Search locations',
        querystring: adminLocationsQuery,
        response: { 200: pagedListBody(adminLocationContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, total } = await pageLocations(deps.db, { ...request.query, q: request.query.q || undefined });
      return {
        data: rows.map(countedLocation),
        meta: pageMetaOf(total, request.query),
      };
    },
  );

  app.post(
    '/admin/locations',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Create a location',
        body: locationPayloadSchema,
        response: { 201: dataBody(adminLocationDetailContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await adminCreateLocation(deps, adminOf(request), request.body) }),
  );

  app.get(
    '/admin/locations/:id',
    {
      onRequest: authenticateAdmin,
      schema: { summary: 'One location with its authorized users', params: idParams, response: detail },
    },
    async (request) => ({
      data: await adminLocationDetail(deps, request.params.id),
    }),
  );

  app.put(
    '/admin/locations/:id',
    {
      onRequest: authenticateAdmin,
      schema: { summary: 'Edit a location', params: idParams, body: locationUpdateSchema, response: detail },
    },
    async (request) => ({ data: await adminUpdateLocation(deps, adminOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/locations/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Delete a location (refused while lots belong to it)',
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await adminDeleteLocation(deps, adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/locations/:id/users/:userId',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Authorize a user for a location',
        params: userParams,
        response: { 201: dataBody(locationAuthorizationContract), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const addedAt = await adminAuthorizeUser(deps, adminOf(request), id, userId);
      return reply
        .status(201)
        .send({ data: { location_id: id, user_id: userId, added_at: formatApiDateTime(addedAt, zone) } });
    },
  );

  app.delete(
    '/admin/locations/:id/users/:userId',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Remove the authorization of a user for a location',
        params: userParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await adminRevokeUser(deps, adminOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
