import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { automobileCreateSchema, automobileUpdateSchema } from '../../../domain/automobile-schemas';
import { automobileContract } from '../../../domain/contracts/automobiles';
import { dataBody, errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idRoute, idWrite } from '../../lib/id-route';
import { listAutomobiles } from './repository';
import { presentAutomobile } from './presenter';
import { changeAutomobile, createAutomobile, getAutomobile, removeAutomobile } from './service';

/** The signed-in user's own automobiles; anyone else's id answers 404. */
export async function automobileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/automobiles',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's automobiles",
        response: { 200: listBody(automobileContract), ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: (await listAutomobiles(deps.db, currentUser(request).id)).map(presentAutomobile),
    }),
  );

  app.post(
    '/automobiles',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Add an automobile',
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
    idRoute('One of the caller’s automobiles', { 200: dataBody(automobileContract), ...errorResponses(401, 404) }),
    async (request) => ({
      data: presentAutomobile(await getAutomobile(deps, currentUser(request).id, request.params.id)),
    }),
  );

  app.put(
    '/automobiles/:id',
    idWrite('Change an automobile', automobileUpdateSchema, {
      200: dataBody(automobileContract),
      ...errorResponses(401, 404, 422),
    }),
    async (request) => ({
      data: presentAutomobile(await changeAutomobile(deps, currentUser(request).id, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/automobiles/:id',
    idRoute('Delete an automobile', { 204: noContent, ...errorResponses(401, 404, 409) }),
    async (request, reply) => {
      await removeAutomobile(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
