import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, numberedListBody } from '../../../domain/contracts/common';
import {
  balanceContract,
  earningsContract,
  earningsGroups,
  transactionContract,
} from '../../../domain/contracts/credits';
import { requestLanguage } from '../../lib/request-language';
import { authenticate, currentUser } from '../../lib/authenticate';
import { earningsOf } from './earnings';
import { balanceOf, listTransactions } from './service';

const transactionsQuery = z.object({
  type: z.enum(['added', 'used']).optional(),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

const earningsQuery = z.object({
  group: z.enum(earningsGroups).default('day'),
  from: z
    .string()
    .max(40)
    .optional()
    .describe("First day, 'YYYY-MM-DD' (default: 13 days, 11 weeks or 11 months back)"),
  to: z.string().max(40).optional().describe("Last day, 'YYYY-MM-DD' (default: today)"),
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

  app.get(
    '/credits/earnings',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's payouts for their parking lots, per day, week or month",
        querystring: earningsQuery,
        response: { 200: earningsContract, ...errorResponses(401, 422) },
      },
    },
    async (request) => earningsOf(app.deps, currentUser(request).id, request.query),
  );
}
