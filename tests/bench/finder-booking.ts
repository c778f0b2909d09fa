import { randomUUID } from 'node:crypto';
import { asc, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { formatApiDateTime } from '../../src/domain/date-time';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { createReservation } from '../../src/server/modules/reservations/create-reservation';
import { flushPublished } from '../../src/server/modules/notifications/outbox';
import { bookableLots, centre, locationSpreadDeg, seedBenchData, type SeedSize } from './seed';
import { startBenchServers, type BenchServers } from './bench-servers';
import { leanClient } from './lean-client';
import { runConcurrently, summarize } from './stats';
import { measureAnchoredFinder, meteredRun, type AnchoredFinder } from './anchored';
import { openPgbenchAnchor, type PgbenchRun } from './anchors';
import { benchWindow, viewportQuery } from './viewports';
import { NO_CPU, type CpuSnapshot } from './cpu-meter';
import { measureBookingSql, type BookingSqlFigures } from './booking-sql-run';
import { startBareBooking, type BareBooking } from './bare-booking';

export type FinderBookingFigures = {
  database: string;
  servers: string;
  seed: SeedSize & { seedSeconds: number };
  finder: {
    queries: number;
    concurrency: number;
    meanLots: number;
    maxLots: number;
    p50: number;
    p95: number;
    p99: number;
    mean: number;
    single: { p50: number; p95: number; p99: number };
  };
  anchored: AnchoredFinder;
  /** pgbench runs alternated with the booking runs: before HTTP, between HTTP and keyed, after all. */
  pgbench: { scale: number; runs: (PgbenchRun | { skipped: string })[] } | { skipped: string } | undefined;
  bookingHttpPerSecond: number;
  bookingKeyedPerSecond: number;
  /** CPU ms per booking of each measured run, per group of processes. */
  bookingCpu: { http: CpuSnapshot; keyed: CpuSnapshot; direct: CpuSnapshot };
  bookingDirectPerSecond: number;
  /** PostgreSQL: the booking's own statements replayed through `pg`, and HTTP against them. */
  bookingSql?: BookingSqlFigures;
  ratio: number;
};

export type BenchOptions = {
  queries: number;
  bookings: number;
  concurrency: number;
  /** PostgreSQL: serve from this many separate server processes on this URL; without it, the app serves from this process (PGlite). */
  serverProcesses?: { databaseUrl: string; count: number };
  /** PostgreSQL: the server on which pgbench's anchor database is made and dropped. */
  pgbenchServerUrl?: string;
  openLoopRates: number[];
  openLoopSeconds: number;
};

/** BENCH_FINDER_ONLY: the run ends after the finder's figures (run.ts says so, with no stack). */
export class StoppedAfterFinder extends Error {}

/** `error` passed on unless it is the stop after the finder (then nothing to print). */
export function unlessStoppedAfterFinder(error: unknown): undefined {
  if (error instanceof StoppedAfterFinder) return undefined;
  throw error;
}

/** Bookings of each kind made before the measured runs, not counted. */
const WARM_UP_BOOKINGS = 1000;

/** Bookings the replay of the booking's SQL makes before its measured runs (booking-sql-run.ts). */
const REPLAY_WARM_UP_BOOKINGS = 2000;
/** The open-loop rates of bookings through HTTP and through their own SQL (the guard: 200/s). */
const BOOKING_OPEN_LOOP_RATES = [100, 200];
const bookingOpenSeconds = Number(process.env.BENCH_BOOKING_OPEN_LOOP_SECONDS ?? 10);
/** The booking's SQL behind a bare HTTP server too (bare-booking.ts): BENCH_BARE_BOOKING=0 leaves it out. */
const withBareServer = process.env.BENCH_BARE_BOOKING !== '0';

/** Seeds, serves the app on random ports, and measures the finder and booking through HTTP. */
export async function benchFinderAndBooking(
  database: Database,
  size: SeedSize,
  opts: BenchOptions,
): Promise<FinderBookingFigures> {
  const now = new Date();
  const seedStarted = performance.now();
  await seedBenchData(database.db, size, now);
  // The seed's million rows vacuumed, analysed and checkpointed before anything is measured:
  // otherwise the first run to read them (the map through HTTP) paid for autovacuum, their
  // hint bits and the seed's WAL, and its anchor, measured later, did not.
  await database.db.execute(sql`vacuum analyze`);
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const config = loadConfig({
    DATABASE_URL: database.kind === 'postgres' ? 'postgres://bench/bench' : undefined,
    DEMO_DATA: 'false',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
  });
  // This process's app makes sessions and runs the direct bookings; HTTP goes to the servers.
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  let servers: BenchServers | undefined;
  let bases: string[];
  if (opts.serverProcesses) {
    servers = await startBenchServers(opts.serverProcesses.databaseUrl, opts.serverProcesses.count);
    bases = servers.urls;
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    bases = [`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`];
  }
  const base = (i: number) => bases[i % bases.length] as string;
  const client = leanClient(opts.concurrency);
  try {
    const benchUsers = await database.db
      .select()
      .from(users)
      .where(like(users.email, 'bench-%'))
      .orderBy(asc(users.id));
    const drivers = benchUsers.slice(100);
    const tokens = await Promise.all(
      drivers
        .slice(0, Math.max(opts.concurrency * 4, 64))
        .map(async (u) => (await createSession(database.db, u, true, now)).accessToken),
    );

    // Finder: viewports of about 2 lot-spreads around random lots, a one-hour window starting at the next hour.
    const zone = config.APP_TIMEZONE;
    const window = benchWindow(now, zone);
    const points = await database.db
      .select({ latitude: parkingLots.latitude, longitude: parkingLots.longitude })
      .from(parkingLots)
      .orderBy(sql`random()`)
      .limit(opts.queries);
    while (points.length < opts.queries)
      points.push({
        latitude: centre.lat + (Math.random() - 0.5) * locationSpreadDeg,
        longitude: centre.lng + (Math.random() - 0.5) * locationSpreadDeg,
      });
    const latencies: number[] = [];
    const counts: number[] = [];
    // One client first (the latency of a request alone), then the concurrent run.
    const single: number[] = [];
    // A viewport of about two lot-spreads around the i-th sampled lot, as the map asks it
    // (GET /parking-finder/map; the list's answer, path 'parking-finder', only for its bytes).
    const finderUrl = (i: number, path = 'parking-finder/map') =>
      `${base(i)}/api/${path}?${viewportQuery(points[i] as { latitude: number; longitude: number }, window)}`;
    await runConcurrently(Math.min(300, opts.queries), 1, async (i) => {
      const started = performance.now();
      const res = await fetch(finderUrl(i), { headers: { authorization: `Bearer ${tokens[0]}` } });
      await res.arrayBuffer();
      single.push(performance.now() - started);
    });
    // Lots per answer, from a sample read whole.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(finderUrl(i), { headers: { authorization: `Bearer ${tokens[0]}` } });
      const body = (await res.json()) as { data?: unknown[] };
      if (!res.ok) throw new Error(`finder answered ${res.status}: ${JSON.stringify(body)}`);
      counts.push(body.data?.length ?? 0);
    }
    // Closed-loop latencies with a load generator's client (lean-client.ts): the body read, not
    // parsed. The rate against the SQL alone is measured in anchored.ts, alternated.
    await runConcurrently(opts.queries, opts.concurrency, async (i) => {
      const started = performance.now();
      const res = await client.send(finderUrl(i), {
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'accept-encoding': 'gzip' },
      });
      latencies.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`finder answered ${res.status}`);
    });
    const finder = {
      queries: opts.queries,
      concurrency: opts.concurrency,
      meanLots: counts.reduce((a, b) => a + b, 0) / counts.length,
      maxLots: Math.max(...counts),
      ...summarize(latencies),
      single: summarize(single),
    };
    const anchored = await measureAnchoredFinder({
      app,
      viewerId: (i) => (drivers[i % tokens.length] as { id: number }).id,
      queries: opts.queries,
      concurrency: opts.concurrency,
      finderUrl,
      token: (i) => tokens[i % tokens.length] as string,
      bases,
      databaseUrl: opts.serverProcesses?.databaseUrl,
      openLoopRates: opts.openLoopRates,
      openLoopSeconds: opts.openLoopSeconds,
    });
    // BENCH_FINDER_ONLY=1: the finder's figures against their anchor, then stop (no bookings).
    if (process.env.BENCH_FINDER_ONLY) {
      const ratio = (a: { httpPerSecond: number; servicePerSecond: number }) =>
        `${a.httpPerSecond.toFixed(0)}/s vs service alone ${a.servicePerSecond.toFixed(0)}/s: ${((100 * a.httpPerSecond) / a.servicePerSecond).toFixed(1)}%`;
      console.log(
        `finder (${process.env.BENCH_FINDER_FILTERS ?? 'no filters'}), mean lots ${finder.meanLots.toFixed(1)}`,
      );
      console.log(`  map through HTTP ${ratio(anchored.map)}`);
      console.log(`  list through HTTP ${ratio(anchored.list)}`);
      throw new StoppedAfterFinder();
    }
    // The anchor of the booking figures, initialised once and measured between them.
    const anchor = opts.pgbenchServerUrl ? await openPgbenchAnchor(opts.pgbenchServerUrl) : undefined;
    const anchorRuns: (PgbenchRun | { skipped: string })[] = [];
    const measureAnchor = () => {
      if (anchor && 'measure' in anchor) anchorRuns.push(anchor.measure());
    };

    // Booking: distinct lots (unlimited availability) and distinct drivers, two days ahead.
    // On PostgreSQL also the booking's own SQL: one template, two closed-loop runs of it beside
    // two through HTTP, and each open-loop rate through both.
    const replaysSql = Boolean(opts.serverProcesses);
    const bare = replaysSql && withBareServer;
    // Two closed-loop runs of each side, a booking count each.
    const closedSqlLots = opts.bookings * (bare ? 3 : 2);
    const openSqlLots = BOOKING_OPEN_LOOP_RATES.reduce((sum, rate) => sum + 2 * rate * bookingOpenSeconds, 0);
    // The bare server's templates and warm-up, after the rest.
    const bareLotCount = bare ? 3 + REPLAY_WARM_UP_BOOKINGS : 0;
    const sqlLotCount = 2 + REPLAY_WARM_UP_BOOKINGS + closedSqlLots + openSqlLots + bareLotCount;
    const lots = await bookableLots(
      database.db,
      opts.bookings * 3 + WARM_UP_BOOKINGS * 3 + (replaysSql ? sqlLotCount : 0),
    );
    const start = DateTime.fromJSDate(now, { zone }).plus({ days: 2 }).startOf('hour');
    // The times written once: luxon's formatting per booking cost the load generator more
    // CPU than its HTTP client.
    const startTime = formatApiDateTime(start.toJSDate(), zone);
    const endTime = formatApiDateTime(start.plus({ minutes: 60 }).toJSDate(), zone);
    const body = (lotId: number) => ({
      parking_lot_id: lotId,
      automobile_registration: `BNCH${lotId}`,
      start_time: startTime,
      end_time: endTime,
    });
    const httpLots = lots.slice(0, opts.bookings);
    const directLots = lots.slice(opts.bookings, opts.bookings * 2);
    const keyedLots = lots.slice(opts.bookings * 2, opts.bookings * 3);
    const warmUpLots = lots.slice(opts.bookings * 3, opts.bookings * 3 + WARM_UP_BOOKINGS * 3);
    const sqlLots = lots.slice(opts.bookings * 3 + WARM_UP_BOOKINGS * 3);
    /** One booking through HTTP as the i-th client; true when it answered 201. */
    const bookOne = async (lotId: number, i: number, withKey: boolean) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[i % tokens.length]}`,
      };
      if (withKey) headers['idempotency-key'] = randomUUID();
      const res = await client.send(`${base(i)}/api/reservations`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body(lotId)),
      });
      return res.status === 201;
    };
    const book = (lotIds: { id: number }[], withKey: boolean) =>
      runConcurrently(lotIds.length, opts.concurrency, async (i) => {
        if (!(await bookOne((lotIds[i] as { id: number }).id, i, withKey))) throw new Error('a booking failed');
      });
    const bookDirect = (lotIds: { id: number }[]) =>
      runConcurrently(lotIds.length, opts.concurrency, async (i) => {
        await createReservation(app.deps, drivers[i % tokens.length] as never, body((lotIds[i] as { id: number }).id));
      });
    // Every measured run starts from the same state: just after a checkpoint, so none of them
    // pays for the WAL of the one before (pgbench's initialisation wrote about 200 MB) or for
    // the first writes of pages after a checkpoint that the others skip; and with the statistics
    // of the tables the bookings grow current, as autovacuum keeps them over the hours a city
    // takes to book this much. The runs book thousands in seconds, faster than autovacuum looks
    // (once a minute): the plans the servers' long-lived connections cached for the ledger's
    // totals trigger and the foreign-key checks while the ledger held one transaction read
    // the whole of it per booking, 4-5 ms of PostgreSQL's CPU (docs/performance.md, session 58).
    const checkpoint = async () => {
      if (database.kind !== 'postgres') return;
      await database.db.execute(
        sql`analyze reservations, ledger_transactions, ledger_entries, ledger_total_changes, notifications, idempotency_keys`,
      );
      await database.db.execute(sql`checkpoint`);
    };
    let httpMs = 0;
    let keyedMs = 0;
    let directMs = 0;
    let bookingSql: BookingSqlFigures | undefined;
    const bookingCpu = { http: NO_CPU, keyed: NO_CPU, direct: NO_CPU };
    /** Runs a measured booking run and keeps its CPU per booking. */
    const metered = async (kind: keyof typeof bookingCpu, count: number, run: () => Promise<number>) => {
      const [ms, cpu] = await meteredRun(count, run);
      bookingCpu[kind] = cpu;
      return ms;
    };
    try {
      // Every path warmed first (the servers' and this process's code compiled, statements
      // prepared on the pools' connections, tokens cached): the first run measured used to be
      // the unkeyed one, slower than the keyed for that alone.
      const third = Math.ceil(warmUpLots.length / 3);
      await book(warmUpLots.slice(0, third), false);
      await book(warmUpLots.slice(third, 2 * third), true);
      await bookDirect(warmUpLots.slice(2 * third));
      await checkpoint();
      measureAnchor();
      await checkpoint();
      httpMs = await metered('http', httpLots.length, () => book(httpLots, false));
      await checkpoint();
      measureAnchor();
      await checkpoint();
      // The app sends an Idempotency-Key with every form: one more insert and update per booking.
      keyedMs = await metered('keyed', keyedLots.length, () => book(keyedLots, true));
      await checkpoint();
      directMs = await metered('direct', directLots.length, () => bookDirect(directLots));
      await checkpoint();
      measureAnchor();
      const driverId = (i: number) => (drivers[i % tokens.length] as { id: number }).id;
      const bareLots = sqlLots.slice(sqlLots.length - bareLotCount);
      const bareServer: BareBooking | undefined =
        bare && opts.serverProcesses
          ? await startBareBooking({
              databaseUrl: opts.serverProcesses.databaseUrl,
              templateLots: [bareLots[0], bareLots[1], bareLots[2]] as [{ id: number }, { id: number }, { id: number }],
              templateDrivers: [driverId(0), driverId(1), driverId(2)],
              start: startTime,
              end: endTime,
              warmLots: bareLots.slice(3),
              driverId,
              client,
              concurrency: opts.concurrency,
            })
          : undefined;
      try {
        if (replaysSql && opts.serverProcesses)
          bookingSql = await measureBookingSql({
            databaseUrl: opts.serverProcesses.databaseUrl,
            concurrency: opts.concurrency,
            bookThroughService: (lot, driverId) =>
              createReservation(app.deps, drivers.find((d) => d.id === driverId) as never, body(lot.id)),
            bookThroughHttp: (lot, i) => bookOne(lot.id, i, false),
            ...(bareServer
              ? { bookThroughBare: (lot: { id: number }, i: number) => bareServer.book(lot, driverId(i)) }
              : {}),
            driverId,
            plate: (lot) => body(lot.id).automobile_registration,
            templateLots: [sqlLots[0] as { id: number }, sqlLots[1] as { id: number }],
            warmLots: sqlLots.slice(2, 2 + REPLAY_WARM_UP_BOOKINGS),
            closedLots: sqlLots.slice(2 + REPLAY_WARM_UP_BOOKINGS, 2 + REPLAY_WARM_UP_BOOKINGS + closedSqlLots),
            openLots: sqlLots.slice(2 + REPLAY_WARM_UP_BOOKINGS + closedSqlLots, sqlLots.length - bareLotCount),
            openLoopRates: BOOKING_OPEN_LOOP_RATES,
            openLoopSeconds: bookingOpenSeconds,
            serviceLots: directLots,
            flushPublished: () => flushPublished(app.deps.db),
            checkpoint,
          });
      } finally {
        await bareServer?.stop();
      }
    } finally {
      if (anchor && 'close' in anchor) await anchor.close();
    }
    const pgbench =
      anchor && 'skipped' in anchor ? anchor : anchor ? { scale: anchor.scale, runs: anchorRuns } : undefined;
    const bookingHttpPerSecond = (httpLots.length / httpMs) * 1000;
    const bookingDirectPerSecond = (directLots.length / directMs) * 1000;
    const bookingKeyedPerSecond = (keyedLots.length / keyedMs) * 1000;
    const where = servers
      ? `${bases.length} server process${bases.length > 1 ? 'es' : ''}, ${servers.redisUrl ? `Redis at ${servers.redisUrl} (access-token cache on)` : 'no Redis (no access-token cache on PostgreSQL)'}`
      : 'the benchmark process';
    return {
      database: database.kind,
      servers: where,
      seed: { ...size, seedSeconds },
      finder,
      anchored,
      pgbench,
      bookingHttpPerSecond,
      bookingKeyedPerSecond,
      bookingDirectPerSecond,
      bookingCpu,
      bookingSql,
      ratio: bookingHttpPerSecond / bookingDirectPerSecond,
    };
  } finally {
    client.close();
    await servers?.stop();
    await app.close();
  }
}
