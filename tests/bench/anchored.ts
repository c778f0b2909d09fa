import type { FastifyInstance } from 'fastify';
import { finderQuerySchema } from '../../src/server/modules/finder/query-schema';
import { findLotsJson, findMarkersJson } from '../../src/server/modules/finder/service';
import { healthAgainstBare } from './anchors';
import { cpuPerOperation, cpuSnapshot, meanCpu, type CpuSnapshot } from './cpu-meter';
import { leanClient } from './lean-client';
import { answerBytes } from './map-bytes';
import { openLoopSteps, type OpenLoopStep } from './open-loop';
import { runConcurrently } from './stats';

/** One endpoint's answers a second through HTTP and from its service alone, with their CPU per answer. */
export type HttpAgainstService = {
  httpPerSecond: number;
  servicePerSecond: number;
  cpu: { http: CpuSnapshot; service: CpuSnapshot };
};

export type AnchoredFinder = {
  /** The map (GET /parking-finder/map) through HTTP and its search service called in this process (its SQL through pg). */
  map: HttpAgainstService;
  /** The list (GET /parking-finder) the same way, for the same viewports. */
  list: HttpAgainstService;
  /** Mean bytes of one map answer: the JSON as sent, and gzipped at the server's level (GZIP_LEVEL). */
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
  /** The user of the i-th request's token: the service alone searches as the same user. */
  viewerId: (i: number) => number;
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

/** Runs `run` (which makes `count` requests) and returns its milliseconds with its CPU per request. */
export async function meteredRun(count: number, run: () => Promise<number>): Promise<[number, CpuSnapshot]> {
  const before = cpuSnapshot();
  const ms = await run();
  return [ms, cpuPerOperation(before, cpuSnapshot(), count)];
}

/**
 * `http` and `service` (each making `count` requests) run twice, in the order http, service,
 * service, http: whichever ran first used to pay for what was still cold (the first run to
 * read the seed set its hint bits), and the ratio moved with the order, not the code.
 */
async function alternated(
  count: number,
  http: () => Promise<number>,
  service: () => Promise<number>,
): Promise<HttpAgainstService> {
  const runs = { http: [] as [number, CpuSnapshot][], service: [] as [number, CpuSnapshot][] };
  for (const kind of ['http', 'service', 'service', 'http'] as const)
    runs[kind].push(await meteredRun(count, kind === 'http' ? http : service));
  const perSecond = (pair: [number, CpuSnapshot][]) => ((2 * count) / pair.reduce((sum, [ms]) => sum + ms, 0)) * 1000;
  return {
    httpPerSecond: perSecond(runs.http),
    servicePerSecond: perSecond(runs.service),
    cpu: { http: meanCpu(runs.http.map(([, c]) => c)), service: meanCpu(runs.service.map(([, c]) => c)) },
  };
}

/** The finder's figures beside their anchors, all in the same run. */
export async function measureAnchoredFinder(ctx: AnchoredContext): Promise<AnchoredFinder> {
  const schema = finderQuerySchema(ctx.app.deps.config.APP_TIMEZONE);
  const queryOf = (i: number) => schema.parse(Object.fromEntries(new URL(ctx.finderUrl(i)).searchParams));
  const viewer = (i: number) => ({ id: ctx.viewerId(i), isAdmin: false });
  const client = leanClient(64);
  const get = async (url: string, i: number) => {
    const res = await client.send(url, {
      headers: { authorization: `Bearer ${ctx.token(i)}`, 'accept-encoding': 'gzip' },
    });
    return res.status === 200;
  };
  const closedLoop = (request: (i: number) => Promise<unknown>) => () =>
    runConcurrently(ctx.queries, ctx.concurrency, async (i) => {
      await request(i);
    });
  const throughHttp = (path: string) =>
    closedLoop(async (i) => {
      if (!(await get(ctx.finderUrl(i, path), i))) throw new Error(`${path} answered an error`);
    });
  const map = await alternated(
    ctx.queries,
    throughHttp('parking-finder/map'),
    closedLoop((i) => findMarkersJson(ctx.app.deps, viewer(i), queryOf(i))),
  );
  const list = await alternated(
    ctx.queries,
    throughHttp('parking-finder'),
    closedLoop((i) => findLotsJson(ctx.app.deps, viewer(i), queryOf(i))),
  );

  const samples = Array.from({ length: 50 }, (_, i) => i);
  const mapBytes = await answerBytes(
    samples.map((i) => ctx.finderUrl(i)),
    ctx.token(0),
  );
  const listBytes = await answerBytes(
    samples.map((i) => ctx.finderUrl(i, 'parking-finder')),
    ctx.token(0),
  );

  const health = ctx.databaseUrl ? await healthAgainstBare(ctx.bases, ctx.databaseUrl) : undefined;

  const openLoop = await openLoopSteps(ctx.openLoopRates, ctx.openLoopSeconds, (i) =>
    get(ctx.finderUrl(i % ctx.queries), i),
  );
  client.close();

  return {
    map,
    list,
    rawBytes: mapBytes.raw,
    gzipBytes: mapBytes.gzip,
    listRawBytes: listBytes.raw,
    listGzipBytes: listBytes.gzip,
    health,
    openLoop,
  };
}
