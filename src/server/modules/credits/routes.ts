import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, numberedListBody } from '../../../domain/contracts/common';
import { balanceContract, transactionContract } from '../../../domain/contracts/credits';
import { requestLanguage } from '../../error-handler';
import { authenticate, currentUser } from '../auth/authenticate';
import { balanceOf, listTransactions } from './service';

const transactionsQuery = z.object({
  type: z.enum(['added', 'used']).optional(),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

/** The caller's balance and history (a view of their wallet's ledger entries). */
export async function creditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/credits',
    {
      onRequest: authenticate,
      schema: { summary: "The caller's credit balance", response: { 200: balanceContract, ...errorResponses(401) } },
    },
    async (request) => ({
      balance: await balanceOf(app.deps.db, currentUser(request).id),
    }),
  );

  app.get(
    '/transactions',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's credit history, a page at a time",
        querystring: transactionsQuery,
        response: { 200: numberedListBody(transactionContract), ...errorResponses(401, 422) },
      },
    },
    async (request) => listTransactions(app.deps, currentUser(request).id, request.query, requestLanguage(request)),
  );
}
