import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatApiDateTime } from '../../../domain/date-time';
import { locationPayloadSchema, locationUpdateSchema } from '../../../domain/parking-lot';
import { notFound } from '../../lib/errors';
import { authenticateAdmin } from '../auth/authenticate';
import { locationResponse } from '../locations/location-response';
import { parseId } from '../parking-lots/route-params';
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
const idParams = z.object({ id: z.string() });
const userParams = z.object({ id: z.string(), userId: z.string() });

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

  app.get('/admin/locations', { ...guard, schema: { querystring: listQuery } }, async (request) => {
    const { search, page, per_page } = request.query;
    const { rows, total } = await pageLocations(db, search || undefined, page, per_page);
    return {
      data: rows.map((row) => locationResponse(row, zone)),
      meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
    };
  });

  app.post('/admin/locations', { ...guard, schema: { body: locationPayloadSchema } }, async (request, reply) => {
    const id = await insertLocation(db, request.body);
    return reply.status(201).send(locationResponse(await existing(String(id)), zone));
  });

  app.get('/admin/locations/:id', { ...guard, schema: { params: idParams } }, async (request) => {
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
  });

  app.put(
    '/admin/locations/:id',
    { ...guard, schema: { params: idParams, body: locationUpdateSchema } },
    async (request) => {
      const id = parseId(request.params.id);
      if (!(await updateLocation(db, id, request.body, app.deps.now()))) throw notFound();
      return locationResponse(await existing(String(id)), zone);
    },
  );

  app.delete('/admin/locations/:id', { ...guard, schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteLocation(db, parseId(request.params.id)))) throw notFound();
    return reply.status(204).send();
  });

  app.post(
    '/admin/locations/:id/users/:userId',
    { ...guard, schema: { params: userParams } },
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
    { ...guard, schema: { params: userParams } },
    async (request, reply) => {
      if (!(await revokeUser(db, parseId(request.params.id), parseId(request.params.userId)))) throw notFound();
      return reply.status(204).send();
    },
  );
}
