import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { automobileCreateSchema, automobileUpdateSchema } from '../../../domain/automobile-schemas';
import { automobileContract } from '../../../domain/contracts/automobiles';
import { dataBody, errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import { authenticate, currentUser } from '../auth/authenticate';
import { listAutomobiles } from './repository';
import { presentAutomobile } from './automobile-presenter';
import { changeAutomobile, createAutomobile, getAutomobile, removeAutomobile } from './service';
import './automobile-messages';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The signed-in user's own automobiles; anyone else's id answers 404. */
export async function automobileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', authenticate);

  app.get(
    '/automobiles',
    { schema: { response: { 200: listBody(automobileContract), ...errorResponses(401) } } },
    async (request) => ({
      data: (await listAutomobiles(deps.db, currentUser(request).id)).map(presentAutomobile),
    }),
  );

  app.post(
    '/automobiles',
    {
      schema: {
        body: automobileCreateSchema,
        response: { 201: dataBody(automobileContract), ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const automobile = await createAutomobile(deps, currentUser(request).id, request.body);
      return reply.status(201).send({ data: presentAutomobile(automobile) });
    },
  );

  app.get(
    '/automobiles/:id',
    { schema: { params: idParams, response: { 200: dataBody(automobileContract), ...errorResponses(401, 404) } } },
    async (request) => ({
      data: presentAutomobile(await getAutomobile(deps, currentUser(request).id, request.params.id)),
    }),
  );

  app.put(
    '/automobiles/:id',
    {
      schema: {
        params: idParams,
        body: automobileUpdateSchema,
        response: { 200: dataBody(automobileContract), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: presentAutomobile(await changeAutomobile(deps, currentUser(request).id, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/automobiles/:id',
    { schema: { params: idParams, response: { 204: noContent, ...errorResponses(401, 404, 409) } } },
    async (request, reply) => {
      await removeAutomobile(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
