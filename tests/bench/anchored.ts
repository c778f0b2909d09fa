import type { FastifyInstance } from 'fastify';
import { finderQuerySchema } from '../../src/server/modules/finder/query-schema';
import { findMarkersJson } from '../../src/server/modules/finder/service';
import { healthAgainstBare } from './anchors';
import { answerBytes } from './map-bytes';
import { openLoopSteps, type OpenLoopStep } from './open-loop';
import { runConcurrently } from './stats';

export type AnchoredFinder = {
  /** The finder service called in this process (its SQL through pg), closed loop, 16 clients. */
  servicePerSecond: number;
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

  const openLoop = await openLoopSteps(ctx.openLoopRates, ctx.openLoopSeconds, async (i) => {
    const res = await fetch(ctx.finderUrl(i % ctx.queries), {
      headers: { authorization: `Bearer ${ctx.token(i)}`, 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
    return res.ok;
  });

  return {
    servicePerSecond: (ctx.queries / serviceMs) * 1000,
    rawBytes: map.raw,
    gzipBytes: map.gzip,
    listRawBytes: list.raw,
    listGzipBytes: list.gzip,
    health,
    openLoop,
  };
}
