import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { automobileCreateSchema, automobileUpdateSchema } from '../../../domain/automobile-schemas';
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

  app.get('/automobiles', async (request) => ({
    data: (await listAutomobiles(deps.db, currentUser(request).id)).map(presentAutomobile),
  }));

  app.post('/automobiles', { schema: { body: automobileCreateSchema } }, async (request, reply) => {
    const automobile = await createAutomobile(deps, currentUser(request).id, request.body);
    return reply.status(201).send({ data: presentAutomobile(automobile) });
  });

  app.get('/automobiles/:id', { schema: { params: idParams } }, async (request) => ({
    data: presentAutomobile(await getAutomobile(deps, currentUser(request).id, request.params.id)),
  }));

  app.put('/automobiles/:id', { schema: { params: idParams, body: automobileUpdateSchema } }, async (request) => ({
    data: presentAutomobile(await changeAutomobile(deps, currentUser(request).id, request.params.id, request.body)),
  }));

  app.delete('/automobiles/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeAutomobile(deps, currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
