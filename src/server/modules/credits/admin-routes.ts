import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { cachedBody, ExportCache, type CachedExport } from '../../lib/export-cache';
import { pageTransactions, transactionsFingerprint, transactionView } from './admin-repository';
import { transactionListTotals } from './admin-totals';
import { keepDayExport, keptDayExport, transactionsExport, wholeDay } from './day-exports';

/** GET /admin/transactions: wallet movements with filters and totals; ?format=csv streams them all. */
export async function adminTransactionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const zone = app.deps.config.APP_TIMEZONE;
  // A day's export is about 1.3 MB of CSV, 0.15 MB gzipped: 32 MiB keep a few hundred.
  const csvExports = new ExportCache({ maxBytes: 32 << 20, maxEntryBytes: 4 << 20 });

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
        const day = wholeDay(q);
        const dayKey = day ? { zone, day, language } : undefined;
        // A whole day: kept in the database by the job or an earlier download (day-exports.ts).
        const kept = dayKey && (await keptDayExport(db, dayKey));
        if (kept) return sendKept(reply, kept, 'kept', request.headers['accept-encoding']);
        // Else kept in memory by what it shows (a fingerprint read in one snapshot): an admin's
        // second download, or another admin's, is sent as it was gzipped (docs/administration.md).
        // An export with no start, user, reservation or name is the whole ledger: streamed, not kept.
        const keepable = Boolean(filters.from || filters.user_id || filters.reservation_id || filters.q);
        const produce = () => transactionsExport(db, filters, language, zone);
        const stamp = keepable ? await transactionsFingerprint(db, filters) : undefined;
        const sent = stamp
          ? await csvExports.serve(
              JSON.stringify([language, zone, filters, stamp.version, stamp.entries]),
              produce,
              request.headers['accept-encoding'],
              // A day made on request is kept for every process, as the job's are (else the job
              // makes it again: a failure here costs time, never a wrong export).
              dayKey &&
                ((made) =>
                  keepDayExport(db, dayKey, stamp, made).catch((err: unknown) =>
                    request.log.warn({ err }, 'a day export was sent but not kept'),
                  )),
            )
          : { produced: { ...(await produce()), encoding: undefined } };
        if ('produced' in sent) {
          // A stream is sent as is (its text/csv schema is for the document).
          const body = sent.produced.body as unknown as AdminTransactionListContract;
          reply.headers({ ...sent.produced.headers, 'x-export-cache': 'miss' });
          // Gzipped once, for this request and the cache (the compress plugin leaves it be).
          if (sent.produced.encoding) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
          return reply.send(body);
        }
        return sendKept(reply, sent.cached, 'hit', request.headers['accept-encoding']);
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

/** A finished export, gzipped or plain as the client takes it; `source` says where it was kept. */
async function sendKept(
  reply: FastifyReply,
  entry: CachedExport,
  source: 'kept' | 'hit',
  acceptEncoding: string | undefined,
): Promise<FastifyReply> {
  const { encoding, body } = await cachedBody(entry, acceptEncoding);
  reply.headers({ ...entry.headers, 'x-export-cache': source }).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body as unknown as AdminTransactionListContract);
}
