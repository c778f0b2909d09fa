import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountUpdateSchema, userLanguageSchema } from '../../../domain/auth-schemas';
import { accountUpdatedContract, userContract } from '../../../domain/contracts/auth';
import { dataBody, errorResponses } from '../../../domain/contracts/common';
import { requestLanguage } from '../../lib/request-language';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { userAnswer } from './user-answer';
import { changeLanguage, updateAccount } from './account-service';
import { authMessages } from './messages';
import { authenticate, currentSessionId, currentUser } from '../../lib/authenticate';
import { idWrite } from '../../lib/id-route';

/** The signed-in user's own account. */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const zone = deps.config.APP_TIMEZONE;

  app.get(
    '/user',
    {
      onRequest: authenticate,
      schema: { summary: 'The signed-in user', response: { 200: userContract, ...errorResponses(401) } },
    },
    async (request) => userAnswer(deps.db, currentUser(request), zone),
  );

  app.put(
    '/users/:id',
    idWrite('Change the language of one’s own account', userLanguageSchema, {
      200: dataBody(userContract),
      ...errorResponses(401, 404, 422),
    }),
    async (request) => {
      const user = currentUser(request);
      // Only one's own record: any other id answers as if it did not exist.
      if (request.params.id !== user.id) throw notFound();
      const updated = await changeLanguage(deps, user, request.body.language);
      return { data: await userAnswer(deps.db, updated, zone) };
    },
  );

  app.put(
    '/account',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Change name, email, phone or password',
        body: accountUpdateSchema,
        response: { 200: accountUpdatedContract, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await updateAccount(deps, user, currentSessionId(request), request.body);
      return {
        message: translate(requestLanguage(request), authMessages.accountUpdated),
        data: await userAnswer(deps.db, updated, zone),
      };
    },
  );
}
