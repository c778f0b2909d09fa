import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditGrantContract, creditGrantSchema } from '../../../domain/contracts/admin-users';
import { errorResponses } from '../../../domain/contracts/common';
import { formatApiDateTime } from '../../../domain/date-time';
import { requestLanguage } from '../../lib/request-language';
import { idempotencyOnSend, idempotencyPreHandler, idempotentWork } from '../../lib/idempotency';
import { recordAudit } from '../audit/index';
import { authenticateAdmin, currentUser } from '../../lib/authenticate';
import { grantCredits } from './service';
import { describeEntry } from './entry-descriptions';
import { pathId } from '../../lib/id-params';

const params = z.object({ id: pathId });

/**
 * POST /admin/users/{id}/credits: administrators add credits to a wallet (type "added" in the
 * user's history). With an Idempotency-Key, retries of one grant add the credits once.
 */
export async function adminGrantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/users/:id/credits',
    {
      onRequest: authenticateAdmin,
      preHandler: idempotencyPreHandler,
      onSend: idempotencyOnSend,
      schema: {
        summary: 'Grant credits to a user (honours Idempotency-Key)',
        params,
        body: creditGrantSchema,
        response: { 201: creditGrantContract, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const adminId = currentUser(request).id;
      const userId = request.params.id;
      const { amount } = request.body;
      const description = request.body.description || null;
      const result = await grantCredits(
        app.deps,
        { adminId, userId, amount, description },
        (tx, grant) =>
          recordAudit(tx, {
            adminId,
            action: 'credits.grant',
            targetType: 'user',
            targetId: userId,
            before: { balance: grant.balance - amount },
            after: { balance: grant.balance, amount, description, transaction_id: grant.transactionId },
            at: grant.at,
          }),
        idempotentWork(request),
      );
      return reply.status(201).send({
        balance: result.balance,
        transaction: {
          id: result.entryId,
          date: formatApiDateTime(result.at, app.deps.config.APP_TIMEZONE),
          amount,
          type: 'added' as const,
          description: describeEntry(requestLanguage(request), {
            code: 'grant',
            transactionDescription: description,
            place: null,
          }),
          reservation_id: null,
        },
      });
    },
  );
}
