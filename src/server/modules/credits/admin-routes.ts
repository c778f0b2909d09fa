import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTransactionListContract,
  type AdminTransactionListContract,
} from '../../../domain/contracts/admin-ledger';
import { adminTransactionsQuery } from '../../../domain/contracts/admin-queries';
import { errorResponses } from '../../../domain/contracts/common';
import { requestLanguage } from '../../lib/request-language';
import { dayBounds, pageMetaOf } from '../../lib/admin-list';
import { authenticateAdmin } from '../../lib/authenticate';
import { pageTransactions, transactionView } from './admin-repository';
import { transactionListTotals } from './admin-totals';
import { transactionsCsv } from './transactions-csv';

/** GET /admin/transactions: wallet movements with filters and totals; ?format=csv streams them all. */
export async function adminTransactionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const zone = app.deps.config.APP_TIMEZONE;

  app.get(
    '/admin/transactions',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Every credit movement with totals, or CSV (format=csv)',
        querystring: adminTransactionsQuery,
        response: {
          200: {
            description: 'The page of movements with totals (JSON), or every movement (format=csv)',
            content: {
              'application/json': { schema: adminTransactionListContract },
              'text/csv': { schema: z.string().describe('One line per movement, a header line first') },
            },
          },
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filters = { ...q, q: q.q || undefined, ...dayBounds(q.from, q.to, zone) };
      const language = requestLanguage(request);
      if (q.format === 'csv') {
        const { total, totals } = await transactionListTotals(db, filters);
        // A stream is sent as is (its text/csv schema is for the document).
        const csv = transactionsCsv(db, filters, language, zone) as unknown as AdminTransactionListContract;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .header('x-total-count', String(total))
          .header('x-totals', JSON.stringify(totals))
          .send(csv);
      }
      // The totals and the page at once, each on its own pool connection.
      const [{ total, totals }, rows] = await Promise.all([
        transactionListTotals(db, filters),
        pageTransactions(db, filters, q),
      ]);
      return {
        data: rows.map(transactionView(language, zone)),
        meta: pageMetaOf({ total, estimated: false }, q),
        totals,
      };
    },
  );
}
