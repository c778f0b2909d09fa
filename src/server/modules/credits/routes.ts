import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, numberedListBody } from '../../../domain/contracts/common';
import {
  balanceContract,
  creditEarningsQuery,
  earningsContract,
  listTransactionsQuery,
  transactionContract,
} from '../../../domain/contracts/credits';
import { requestLanguage } from '../../lib/request-language';
import { authenticate, currentUser } from '../../lib/authenticate';
import { earningsOf } from './earnings';
import { balanceOf, listTransactions } from './service';

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
        querystring: listTransactionsQuery,
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
        querystring: creditEarningsQuery,
        response: { 200: earningsContract, ...errorResponses(401, 422) },
      },
    },
    async (request) => earningsOf(app.deps, currentUser(request).id, request.query),
  );
}
