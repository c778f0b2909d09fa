import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../domain/contracts/common';
import { creditGrantContract } from '../../../domain/contracts/credits';
import { formatApiDateTime } from '../../../domain/date-time';
import { requestLanguage } from '../../error-handler';
import { idParams, parseId } from '../../lib/id-params';
import { authenticateAdmin, currentUser } from '../auth/authenticate';
import { grantCredits } from '../credits/credits-service';
import { describeEntry } from '../credits/entry-descriptions';

const body = z.object({
  amount: z.coerce.number().int().min(1).max(1_000_000),
  description: z.string().trim().max(255).nullish(),
});

/** Administrators add credits to a user's wallet (type "added" in the user's history). */
export async function adminCreditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/users/:id/credits',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: "Add credits to a user's wallet",
        params: idParams,
        body,
        response: { 201: creditGrantContract, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const userId = parseId(request.params.id);
      const description = request.body.description || null;
      const result = await grantCredits(app.deps, {
        adminId: currentUser(request).id,
        userId,
        amount: request.body.amount,
        description,
      });
      return reply.status(201).send({
        balance: result.balance,
        transaction: {
          id: result.entryId,
          date: formatApiDateTime(result.at, app.deps.config.APP_TIMEZONE),
          amount: request.body.amount,
          type: 'added' as const,
          description: describeEntry(requestLanguage(request), {
            code: 'grant',
            transactionDescription: description,
            place: null,
          }),
          reservation_id: null,
          payment_id: null,
        },
      });
    },
  );
}
