import type { FastifyInstance } from 'fastify';
import { finderQuerySchema } from '../../src/server/modules/finder/query-schema';
import { findLotsJson, findMarkersJson } from '../../src/server/modules/finder/service';
import { healthAgainstBare } from './anchors';
import { leanClient } from './lean-client';
import { answerBytes } from './map-bytes';
import { openLoopSteps, type OpenLoopStep } from './open-loop';
import { runConcurrently } from './stats';

export type AnchoredFinder = {
  /** The map's search service called in this process (its SQL through pg), closed loop, 16 clients. */
  servicePerSecond: number;
  /** The list (GET /parking-finder) through HTTP and its service alone, the same viewports. */
  list: { httpPerSecond: number; servicePerSecond: number };
  /** Mean bytes of one map answer: the JSON as sent, and gzipped (level 6, as the server). */
  rawBytes: number;
  gzipBytes: number;
  /** The same of the list's answer (full lots) for the same viewports. */
  listRawBytes: number;
  listGzipBytes: number;
  health?: { app: number; bare: number };
  openLoop: { steps: OpenLoopStep[]; highestRateUnderLimit: number | null };
};

export type AnchoredContext = {
  app: FastifyInstance;
  viewerId: number;
  queries: number;
  concurrency: number;
  finderUrl: (i: number, path?: string) => string;
  token: (i: number) => string;
  bases: string[];
  /** PostgreSQL only: the health anchor needs a server database URL. */
  databaseUrl?: string;
  openLoopRates: number[];
  openLoopSeconds: number;
};

/** The finder's figures beside their anchors, all in the same run. */
export async function measureAnchoredFinder(ctx: AnchoredContext): Promise<AnchoredFinder> {
  const schema = finderQuerySchema(ctx.app.deps.config.APP_TIMEZONE);
  const queryOf = (i: number) => schema.parse(Object.fromEntries(new URL(ctx.finderUrl(i)).searchParams));
  const viewer = { id: ctx.viewerId, isAdmin: false };
  const serviceMs = await runConcurrently(ctx.queries, ctx.concurrency, async (i) => {
    await findMarkersJson(ctx.app.deps, viewer, queryOf(i));
  });
  const client = leanClient(64);
  const get = async (url: string, i: number) => {
    const res = await client.send(url, {
      headers: { authorization: `Bearer ${ctx.token(i)}`, 'accept-encoding': 'gzip' },
    });
    return res.status === 200;
  };
  // The list: its service alone, then through HTTP, back to back.
  const listServiceMs = await runConcurrently(ctx.queries, ctx.concurrency, async (i) => {
    await findLotsJson(ctx.app.deps, viewer, queryOf(i));
  });
  const listHttpMs = await runConcurrently(ctx.queries, ctx.concurrency, async (i) => {
    if (!(await get(ctx.finderUrl(i, 'parking-finder'), i))) throw new Error('the list answered an error');
  });

  const samples = Array.from({ length: 50 }, (_, i) => i);
  const map = await answerBytes(
    samples.map((i) => ctx.finderUrl(i)),
    ctx.token(0),
  );
  const list = await answerBytes(
    samples.map((i) => ctx.finderUrl(i, 'parking-finder')),
    ctx.token(0),
  );

  const health = ctx.databaseUrl ? await healthAgainstBare(ctx.bases, ctx.databaseUrl) : undefined;

  const openLoop = await openLoopSteps(ctx.openLoopRates, ctx.openLoopSeconds, (i) =>
    get(ctx.finderUrl(i % ctx.queries), i),
  );
  client.close();

  return {
    servicePerSecond: (ctx.queries / serviceMs) * 1000,
    list: { httpPerSecond: (ctx.queries / listHttpMs) * 1000, servicePerSecond: (ctx.queries / listServiceMs) * 1000 },
    rawBytes: map.raw,
    gzipBytes: map.gzip,
    listRawBytes: list.raw,
    listGzipBytes: list.gzip,
    health,
    openLoop,
  };
}
