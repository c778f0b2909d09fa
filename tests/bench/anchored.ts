import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { finderQuerySchema } from '../../src/server/modules/finder/query-schema';
import { findLotsJson } from '../../src/server/modules/finder/service';
import { healthAgainstBare } from './anchors';
import { openLoopSteps, type OpenLoopStep } from './open-loop';
import { runConcurrently } from './stats';

export type AnchoredFinder = {
  /** The finder service called in this process (its SQL through pg), closed loop, 16 clients. */
  servicePerSecond: number;
  /** Mean bytes of one map answer: the JSON as sent, and gzipped. */
  rawBytes: number;
  gzipBytes: number;
  health?: { app: number; bare: number };
  openLoop: { steps: OpenLoopStep[]; highestRateUnderLimit: number | null };
};

export type AnchoredContext = {
  app: FastifyInstance;
  viewerId: number;
  queries: number;
  concurrency: number;
  finderUrl: (i: number) => string;
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
    await findLotsJson(ctx.app.deps, viewer, queryOf(i));
  });

  let rawBytes = 0;
  let gzipBytes = 0;
  const samples = 50;
  for (let i = 0; i < samples; i++) {
    const res = await fetch(ctx.finderUrl(i), { headers: { authorization: `Bearer ${ctx.token(i)}` } });
    const body = Buffer.from(await res.arrayBuffer());
    rawBytes += body.length / samples;
    gzipBytes += gzipSync(body).length / samples;
  }

  const health = ctx.databaseUrl ? await healthAgainstBare(ctx.bases, ctx.databaseUrl) : undefined;

  const openLoop = await openLoopSteps(ctx.openLoopRates, ctx.openLoopSeconds, async (i) => {
    const res = await fetch(ctx.finderUrl(i % ctx.queries), {
      headers: { authorization: `Bearer ${ctx.token(i)}`, 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
    return res.ok;
  });

  return { servicePerSecond: (ctx.queries / serviceMs) * 1000, rawBytes, gzipBytes, health, openLoop };
}
