// `npm run bench` (PostgreSQL): bookings through HTTP against the booking's own SQL replayed
// through `pg` (booking-sql.ts), closed loop alternated (HTTP, SQL, SQL, HTTP) and open loop at
// fixed rates, with the CPU each side spends per booking.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { flushPublished } from '../../src/server/modules/notifications/outbox';
import { meteredRun } from './anchored';
import { bookingReplay, replayOnPool } from './booking-sql';
import { meanCpu, type CpuSnapshot } from './cpu-meter';
import { openLoop, type OpenLoopStep } from './open-loop';
import { recordStatements, type CapturedStatement } from './pg-capture';
import { runConcurrently } from './stats';

export type BookingSqlFigures = {
  statements: number;
  httpPerSecond: number;
  sqlPerSecond: number;
  /** The same SQL behind a bare HTTP server (bare-booking-server.ts), when it ran. */
  barePerSecond?: number;
  /** Each closed-loop run's bookings a second, in the order run (HTTP, SQL, SQL, HTTP; with the bare server HTTP, SQL, bare, bare, SQL, HTTP). */
  runs: { kind: Side; perSecond: number }[];
  cpu: { http: CpuSnapshot; sql: CpuSnapshot; bare?: CpuSnapshot };
  /** The same fixed rates through HTTP and through the replay. */
  openLoop: { http: OpenLoopStep; sql: OpenLoopStep }[];
  /** Reservations, ledger transactions, entries and notifications the replays left, against as many bookings through the service. */
  check: { replayed: number[]; service: number[] };
};

type Lot = { id: number };
type Side = 'http' | 'sql' | 'bare';

export type BookingSqlContext = {
  databaseUrl: string;
  concurrency: number;
  /** Books `lot` for `driverId` through the service in this process (the template). */
  bookThroughService: (lot: Lot, driverId: number) => Promise<unknown>;
  /** Books `lot` through HTTP as the i-th client; true when it answered 201. */
  bookThroughHttp: (lot: Lot, i: number) => Promise<boolean>;
  /** Books `lot` through the bare server's HTTP (bare-booking-server.ts) as the i-th client, when it runs. */
  bookThroughBare?: (lot: Lot, i: number) => Promise<boolean>;
  /** The driver of the i-th booking (the same as HTTP's i-th token). */
  driverId: (i: number) => number;
  plate: (lot: Lot) => string;
  /** Two lots for the template bookings. */
  templateLots: [Lot, Lot];
  /**
   * Lots the replay books before anything is measured, as the servers have served thousands of
   * bookings before theirs: V8 compiles a path over its first thousand or so runs, and with 64
   * the replay's compiling fell in its first measured run (docs/performance.md, session 63).
   */
  warmLots: Lot[];
  /** Lots for the closed-loop runs (four equal parts, six with the bare server) and the open-loop steps (two parts a rate). */
  closedLots: Lot[];
  openLots: Lot[];
  openLoopRates: number[];
  openLoopSeconds: number;
  /** Lots booked through the service in this run, to check the replay against. */
  serviceLots: Lot[];
  /** Writes the service's pending "published" marks now (`flushPublished` of its database). */
  flushPublished: () => Promise<void>;
  checkpoint: () => Promise<void>;
};

/** Reservations, ledger transactions, ledger entries, notifications and those recorded published of `lots`. */
async function rowsOf(pool: pg.Pool, lots: Lot[]): Promise<number[]> {
  const { rows } = await pool.query<{ counts: string[] }>(
    `WITH r AS (SELECT id FROM reservations WHERE parking_lot_id = ANY($1)),
          t AS (SELECT t.id FROM ledger_transactions t JOIN r ON r.id = t.reservation_id)
     SELECT ARRAY[(SELECT count(*) FROM r),
                  (SELECT count(*) FROM t),
                  (SELECT count(*) FROM ledger_entries e JOIN t ON t.id = e.transaction_id),
                  (SELECT count(*) FROM notifications n JOIN r ON r.id = n.reservation_id),
                  (SELECT count(*) FROM notifications n JOIN r ON r.id = n.reservation_id
                    WHERE n.published_at IS NOT NULL)]::text[] AS counts`,
    [lots.map((l) => l.id)],
  );
  return (rows[0]?.counts ?? []).map(Number);
}

export async function measureBookingSql(ctx: BookingSqlContext): Promise<BookingSqlFigures> {
  // Two template bookings through the service, one after the other: other lots, other drivers.
  const templates: { given: unknown[]; statements: CapturedStatement[] }[] = [];
  for (const [i, lot] of ctx.templateLots.entries()) {
    // The notices' publish of earlier bookings (batched, 100 ms after each: notifications/
    // outbox.ts) written first, so that it does not land among a template's statements.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await ctx.flushPublished();
    const [, statements] = await recordStatements(() => ctx.bookThroughService(lot, ctx.driverId(i)));
    templates.push({ given: [lot.id, ctx.driverId(i), ctx.plate(lot)], statements });
  }
  const [a, b] = templates as [(typeof templates)[0], (typeof templates)[0]];
  const replay = bookingReplay(a.statements, a.given, b.statements, b.given);
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: ctx.concurrency });
  const outbox = drizzle(pool) as unknown as Db;
  const bookBySql = async (lot: Lot, i: number) => {
    await replayOnPool(replay, pool, outbox, [lot.id, ctx.driverId(i), ctx.plate(lot)]);
    return true;
  };
  try {
    // Every pooled connection has prepared what the booking prepares, and the replay's code is
    // compiled, before anything is measured (the servers have served thousands by then).
    const bare = ctx.bookThroughBare;
    const kinds: Side[] = bare ? ['http', 'sql', 'bare', 'bare', 'sql', 'http'] : ['http', 'sql', 'sql', 'http'];
    const share = Math.floor(ctx.closedLots.length / kinds.length);
    const part = (k: number) => ctx.closedLots.slice(k * share, (k + 1) * share);
    const warm = ctx.warmLots;
    await runConcurrently(warm.length, ctx.concurrency, (i) => bookBySql(warm[i] as Lot, i).then(() => undefined));
    const closed = (book: (lot: Lot, i: number) => Promise<boolean>, lots: Lot[]) => () =>
      runConcurrently(lots.length, ctx.concurrency, async (i) => {
        if (!(await book(lots[i] as Lot, i))) throw new Error('a booking failed');
      });
    const runs: Record<Side, [number, CpuSnapshot][]> = { http: [], sql: [], bare: [] };
    const eachRun: BookingSqlFigures['runs'] = [];
    const through = { http: ctx.bookThroughHttp, sql: bookBySql, bare: bare ?? bookBySql };
    for (const [k, kind] of kinds.entries()) {
      await ctx.checkpoint();
      const run = await meteredRun(share, closed(through[kind], part(k)));
      runs[kind].push(run);
      eachRun.push({ kind, perSecond: share / (run[0] / 1000) });
    }
    const perSecond = (kind: Side) =>
      (share * runs[kind].length) / (runs[kind].reduce((sum, [ms]) => sum + ms, 0) / 1000);
    const cpuOf = (kind: Side) => meanCpu(runs[kind].map(([, c]) => c));

    const steps: { http: OpenLoopStep; sql: OpenLoopStep }[] = [];
    let next = 0;
    const take = (count: number) => ctx.openLots.slice(next, (next += count));
    for (const rate of ctx.openLoopRates) {
      const count = Math.round(rate * ctx.openLoopSeconds);
      const httpLots = take(count);
      const sqlLots = take(count);
      if (sqlLots.length < count) break;
      await ctx.checkpoint();
      const http = await openLoop(rate, ctx.openLoopSeconds, (i) => ctx.bookThroughHttp(httpLots[i] as Lot, i));
      await ctx.checkpoint();
      const sql = await openLoop(rate, ctx.openLoopSeconds, (i) => bookBySql(sqlLots[i] as Lot, i));
      steps.push({ http, sql });
    }
    const replayed = await rowsOf(pool, part(1));
    const service = await rowsOf(pool, ctx.serviceLots.slice(0, part(1).length));
    // A replay that wrote other rows than the service would measure something else: no figure then.
    if (replayed.join() !== service.join())
      throw new Error(`the replayed bookings left ${replayed.join('/')} rows, the service's ${service.join('/')}`);
    return {
      statements: replay.statements,
      httpPerSecond: perSecond('http'),
      sqlPerSecond: perSecond('sql'),
      ...(bare ? { barePerSecond: perSecond('bare') } : {}),
      runs: eachRun,
      cpu: { http: cpuOf('http'), sql: cpuOf('sql'), ...(bare ? { bare: cpuOf('bare') } : {}) },
      openLoop: steps,
      check: { replayed, service },
    };
  } finally {
    await flushPublished(outbox);
    await pool.end();
  }
}
