import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountUpdateSchema, userLanguageSchema } from '../../../domain/auth-schemas';
import { requestLanguage } from '../../error-handler';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { authMessages } from './auth-messages';
import { authenticate, currentSessionId, currentUser } from './authenticate';
import { changeLanguage, updateAccount } from './account-service';
import { presentUser } from '../users/user-presenter';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const zone = deps.config.APP_TIMEZONE;

  app.get('/user', { onRequest: authenticate }, async (request) => presentUser(deps.db, currentUser(request), zone));

  app.put(
    '/users/:id',
    { onRequest: authenticate, schema: { params: idParams, body: userLanguageSchema } },
    async (request) => {
      const user = currentUser(request);
      // Only one's own record: any other id answers as if it did not exist.
      if (request.params.id !== user.id) throw notFound();
      const updated = await changeLanguage(deps, user, request.body.language);
      return { data: await presentUser(deps.db, updated, zone) };
    },
  );

  app.put('/account', { onRequest: authenticate, schema: { body: accountUpdateSchema } }, async (request) => {
    const user = currentUser(request);
    const updated = await updateAccount(deps, user, currentSessionId(request), request.body);
    return {
      message: translate(requestLanguage(request), authMessages.accountUpdated),
      data: await presentUser(deps.db, updated, zone),
    };
  });
}
