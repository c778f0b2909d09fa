import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent, numberedListBody } from '../../../domain/contracts/common';
import {
  adminLocationContract,
  locationAuthorizationContract,
  locationContract,
} from '../../../domain/contracts/locations';
import { formatApiDateTime } from '../../../domain/date-time';
import { locationPayloadSchema, locationUpdateSchema } from '../../../domain/parking-lot';
import { notFound } from '../../lib/errors';
import { authenticateAdmin } from '../auth/authenticate';
import { locationResponse } from '../locations/location-response';
import { idParams, parseId, pathId } from '../../lib/id-params';
import { findUserById } from '../users/user-repository';
import {
  authorizeUser,
  deleteLocation,
  findLocation,
  insertLocation,
  listLocationUsers,
  pageLocations,
  revokeUser,
  updateLocation,
} from './repository';

const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
const userParams = z.object({ id: pathId, userId: pathId });

/** Administrators manage locations and who is authorized for them. */
export async function adminLocationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const zone = app.deps.config.APP_TIMEZONE;
  const guard = { onRequest: authenticateAdmin };

  const existing = async (id: string) => {
    const row = await findLocation(db, parseId(id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/admin/locations',
    {
      ...guard,
      schema: {
        summary: 'Locations, a page at a time',
        querystring: listQuery,
        response: { 200: numberedListBody(locationContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, page, per_page } = request.query;
      const { rows, total } = await pageLocations(db, search || undefined, page, per_page);
      return {
        data: rows.map((row) => locationResponse(row, zone)),
        meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  app.post(
    '/admin/locations',
    {
      ...guard,
      schema: {
        summary: 'Add a location',
        body: locationPayloadSchema,
        response: { 201: locationContract, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await insertLocation(db, request.body);
      return reply.status(201).send(locationResponse(await existing(String(id)), zone));
    },
  );

  app.get(
    '/admin/locations/:id',
    {
      ...guard,
      schema: {
        summary: 'A location and who is authorized for it',
        params: idParams,
        response: { 200: adminLocationContract, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await existing(request.params.id);
      const people = await listLocationUsers(db, row.id);
      return {
        ...locationResponse(row, zone),
        users: people.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          added_at: formatApiDateTime(u.addedAt, zone),
        })),
      };
    },
  );

  app.put(
    '/admin/locations/:id',
    {
      ...guard,
      schema: {
        summary: 'Change a location',
        params: idParams,
        body: locationUpdateSchema,
        response: { 200: locationContract, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      if (!(await updateLocation(db, id, request.body, app.deps.now()))) throw notFound();
      return locationResponse(await existing(String(id)), zone);
    },
  );

  app.delete(
    '/admin/locations/:id',
    {
      ...guard,
      schema: {
        summary: 'Delete a location',
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteLocation(db, parseId(request.params.id)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/locations/:id/users/:userId',
    {
      ...guard,
      schema: {
        summary: 'Authorize a user for a location',
        params: userParams,
        response: { 201: locationAuthorizationContract, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const location = await existing(request.params.id);
      const user = await findUserById(db, parseId(request.params.userId));
      if (!user) throw notFound();
      const addedAt = await authorizeUser(db, location.id, user.id, app.deps.now());
      return reply
        .status(201)
        .send({ location_id: location.id, user_id: user.id, added_at: formatApiDateTime(addedAt, zone) });
    },
  );

  app.delete(
    '/admin/locations/:id/users/:userId',
    {
      ...guard,
      schema: {
        summary: "Withdraw a user's authorization for a location",
        params: userParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await revokeUser(db, parseId(request.params.id), parseId(request.params.userId)))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
