import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatApiDateTime } from '../../../domain/date-time';
import { requestLanguage } from '../../error-handler';
import { notFound } from '../../lib/errors';
import { authenticateAdmin, currentUser } from '../auth/authenticate';
import { grantCredits } from '../credits/credits-service';
import { describeEntry } from '../credits/entry-descriptions';

const params = z.object({ id: z.string() });
const body = z.object({
  amount: z.coerce.number().int().min(1).max(1_000_000),
  description: z.string().trim().max(255).nullish(),
});

/** Administrators add credits to a user's wallet (type "added" in the user's history). */
export async function adminCreditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/users/:id/credits',
    { onRequest: authenticateAdmin, schema: { params, body } },
    async (request, reply) => {
      const userId = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isSafeInteger(userId) || userId <= 0 || userId > 2_147_483_647) throw notFound();
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
          type: 'added',
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
