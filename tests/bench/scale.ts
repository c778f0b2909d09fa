// `npm run bench scale`: a city's year (tests/bench/scale-seed.ts) on PostgreSQL, kept between
// runs in the database locliber_bench_scale (BENCH_SCALE_DATABASE), and the lists a driver and
// an owner open at 20 concurrent clients, each beside the finder map's p95 of the same run.
import { asc, eq, like, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import pg from 'pg';
import { reservationStatusFilters } from '../../src/domain/reservation-status';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import { loadConfig } from '../../src/server/config';
import { runMigrations } from '../../src/server/db/migrate';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { parkingLots, users } from '../../src/server/db/schema/index';
import { prepareDayExports } from '../../src/server/modules/credits/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { databaseUrl } from '../support/postgres-urls';
import { startBenchServers } from './bench-servers';
import { leanClient } from './lean-client';
import { statementsOf, slowestPlan } from './scale-explain';
import { seedCity } from './scale-seed';
import { runConcurrently, summarize } from './stats';
import { benchWindow, viewportQuery } from './viewports';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
/** BENCH_SCALE_ANCHOR_EVERY: the anchor is measured again before every this many lists (default 3). */
const ANCHOR_EVERY = Math.max(1, Number(process.env.BENCH_SCALE_ANCHOR_EVERY ?? 3));
/** BENCH_SCALE_ONLY: a regular expression; only the lists whose name matches (the anchor always runs). */
const ONLY = process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY, 'i') : undefined;

/** `context`: printed for what it tells, not a list held to 2x (an export made from its rows). */
type Case = { name: string; url: (i: number) => string; admin?: boolean; context?: boolean };

/**
 * Requests of `url` from CLIENTS clients for SECONDS (after a warm-up round): the latencies.
 * The client is the lean one (keep-alive, gzip asked for as a browser does, the body counted
 * and dropped), so its own work weighs little on the two cores the server uses too.
 */
async function measure(
  url: (i: number) => string,
  token: (i: number) => string,
): Promise<{ latencies: number[]; bytes: number }> {
  const client = leanClient(CLIENTS);
  let bytes = 0;
  const get = async (i: number) => {
    const started = performance.now();
    const res = await client.send(url(i), {
      headers: { authorization: `Bearer ${token(i)}`, 'accept-encoding': 'gzip' },
    });
    if (res.status !== 200) throw new Error(`${url(i)} answered ${res.status}`);
    bytes = res.bytes;
    return performance.now() - started;
  };
  try {
    await runConcurrently(CLIENTS * 2, CLIENTS, async (i) => void (await get(i)));
    const latencies: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) latencies.push(await get(next++));
      }),
    );
    return { latencies, bytes };
  } finally {
    client.close();
  }
}

/** The city's first 200 users (they both drive and own: the first owners), each with a session. */
export async function cityPeople(db: Db, now: Date) {
  const people = await db.select().from(users).where(like(users.email, 'city-%')).orderBy(asc(users.id)).limit(200);
  const tokens = await Promise.all(people.map(async (u) => (await createSession(db, u, true, now)).accessToken));
  return { people, tokens };
}

/**
 * The day-exports job's backlog on the city, as a deployment's would be made after the upgrade
 * (two runs at once, as two processes; kept with the city, so made once): every ended day's
 * admin transactions CSV, in each language.
 */
async function prepareDays(db: Db, now: Date, zone: string): Promise<void> {
  const started = performance.now();
  const runs = await Promise.all(
    [0, 1].map(async () => {
      let made = 0;
      for (;;) {
        const n = await prepareDayExports({ db, now: () => now }, zone, 10);
        if (n === 0) return made;
        made += n;
      }
    }),
  );
  const made = runs.reduce((a, b) => a + b, 0);
  if (made > 0)
    console.log(
      `scale: the day-exports job made ${made} days' CSVs in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}

export async function benchScale(serverUrl: string): Promise<void> {
  const name = process.env.BENCH_SCALE_DATABASE ?? 'locliber_bench_scale';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const database = postgresDatabase(url, 4);
  const now = new Date();
  try {
    await runMigrations(database, url);
    const seeded = await database.db.execute(sql`select count(*)::int as n from users where email like 'city-%'`);
    if (Number((seeded as unknown as { rows: { n: number }[] }).rows[0]?.n) === 0) {
      const started = performance.now();
      console.log('scale: seeding a city year (once; kept in the database %s)...', name);
      await seedCity(database.db, now);
      console.log(`scale: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const size = await database.db.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size,
      (select count(*) from reservations)::int as reservations, (select count(*) from ledger_entries)::int as entries`);
    const facts = (size as unknown as { rows: { size: string; reservations: number; entries: number }[] }).rows[0];
    console.log(
      `scale: ${facts?.reservations.toLocaleString('en')} reservations, ${facts?.entries.toLocaleString('en')} ledger entries, ${facts?.size}; ${CLIENTS} clients, ${SECONDS} s per list`,
    );
    const { people, tokens } = await cityPeople(database.db, now);
    const points = await database.db
      .select({ latitude: parkingLots.latitude, longitude: parkingLots.longitude })
      .from(parkingLots)
      .orderBy(sql`random()`)
      .limit(2000);
    const lotIds = await database.db
      .select({ id: parkingLots.id, ownerId: parkingLots.ownerId })
      .from(parkingLots)
      .where(like(parkingLots.identifier, 'C-%'))
      .orderBy(asc(parkingLots.id))
      .limit(4000);
    // An administrator for the admin lists (made once, kept with the city).
    const adminEmail = 'scale-admin@bench.test';
    await database.db.execute(sql`insert into users (name, email, password_hash, is_admin)
      values ('Scale Admin', ${adminEmail}, 'x', true) on conflict do nothing`);
    const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
    const adminToken = (await createSession(database.db, admin as never, true, now)).accessToken;
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      REDIS_URL: '',
    });
    const zone = config.APP_TIMEZONE;
    await prepareDays(database.db, now, zone);
    const window = benchWindow(now, zone);
    const day = (offset: number) => DateTime.fromJSDate(now, { zone }).minus({ days: offset }).toISODate() ?? '';
    /** The next day of "a new day each" (no day twice in a run: each export made from its rows). */
    let newDays = 0;
    const servers = await startBenchServers(url, 1);
    const base = servers.urls[0] as string;
    const calendarFrom = new Date(now.getTime() - 14 * 86_400_000).toISOString();
    const calendarTo = new Date(now.getTime() + 14 * 86_400_000).toISOString();
    const token = (i: number) => tokens[i % tokens.length] as string;
    const viewport = (i: number) => viewportQuery(points[i % points.length] as never, window);
    const api = `${base}/api`;
    const cases: Case[] = [
      { name: 'finder map (anchor)', url: (i) => `${api}/parking-finder/map?${viewport(i)}` },
      { name: 'finder list', url: (i) => `${api}/parking-finder?${viewport(i)}` },
      ...(['all', 'sent', 'received'] as const).flatMap((type) => [
        { name: `reservations ${type}, per_page=200`, url: () => `${api}/reservations?type=${type}&per_page=200` },
        { name: `reservations ${type}, page 1 of 20`, url: () => `${api}/reservations?type=${type}&per_page=20` },
        {
          name: `reservations ${type}, page 10 of 20`,
          url: () => `${api}/reservations?type=${type}&per_page=20&page=10`,
        },
      ]),
      ...reservationStatusFilters
        .filter((status) => status !== 'all')
        .map((status) => ({
          name: `reservations all, status=${status}`,
          url: () => `${api}/reservations?status=${status}&per_page=200`,
        })),
      { name: 'reservations all, place=C-1', url: () => `${api}/reservations?place=C-1&per_page=200` },
      { name: 'transactions, page 1', url: () => `${api}/transactions` },
      { name: 'transactions, page 10', url: () => `${api}/transactions?page=10` },
      { name: 'notifications inbox', url: () => `${api}/notifications` },
      {
        name: "a lot's calendar, 4 weeks",
        url: (i) => {
          // A lot of the i-th user (owners own lots id % 5000 = their index).
          const user = people[i % people.length] as { id: number };
          const lot = lotIds.find((l) => l.ownerId === user.id) ?? lotIds[0];
          return `${api}/parking-lots/${lot?.id}/reservations?from=${encodeURIComponent(calendarFrom)}&to=${encodeURIComponent(calendarTo)}`;
        },
      },
      { name: 'earnings, 14 days', url: () => `${api}/credits/earnings?group=day` },
      { name: 'earnings, 12 months', url: () => `${api}/credits/earnings?group=month` },
      ...[
        'users',
        'automobiles',
        'credit-requests',
        'locations',
        'parking-lots',
        'reservations',
        'transactions',
        'audit',
      ].map((list) => ({ name: `admin ${list}, page 1`, url: () => `${api}/admin/${list}`, admin: true })),
      ...['users', 'parking-lots', 'reservations', 'transactions'].map((list) => ({
        name: `admin ${list}, page 400`,
        url: () => `${api}/admin/${list}?page=400`,
        admin: true,
      })),
      {
        name: 'admin transactions, a user',
        url: (i) => `${api}/admin/transactions?user_id=${(people[i % people.length] as { id: number }).id}`,
        admin: true,
      },
      {
        name: 'admin transactions CSV, a day',
        url: (i) => `${api}/admin/transactions?format=csv&from=${day(30 + (i % 20))}&to=${day(30 + (i % 20))}`,
        admin: true,
      },
      {
        // Each request a day nobody downloaded in this run: not in any server's memory, sent as
        // the day-exports job kept it in the database (prepareDays above).
        name: 'admin transactions CSV, a new day each',
        url: () =>
          `${api}/admin/transactions?format=csv&from=${day(60 + (newDays % 300))}&to=${day(60 + (newDays++ % 300))}`,
        admin: true,
      },
      {
        // What a kept day saves: two days nobody asked before, an export made from its rows
        // (~16,000), as a day is made once by the job or just after a change to it.
        name: 'admin transactions CSV, two new days each',
        url: () =>
          `${api}/admin/transactions?format=csv&from=${day(61 + (newDays % 300))}&to=${day(60 + (newDays++ % 300))}`,
        admin: true,
        context: true,
      },
      {
        name: 'admin transactions CSV, a user',
        url: (i) => `${api}/admin/transactions?format=csv&user_id=${(people[i % people.length] as { id: number }).id}`,
        admin: true,
      },
    ];
    const results: { c: Case; p95: number }[] = [];
    try {
      let anchor = Number.NaN;
      let sinceAnchor = 0;
      console.log(
        'list                                         |   p50 ms |   p95 ms |   p99 ms | req/s | bytes  | p95 / map p95',
      );
      const [anchorCase, ...lists] = cases as [Case, ...Case[]];
      const row = (c: Case, s: ReturnType<typeof summarize>, count: number, bytes: number) => {
        const ratio = s.p95 / anchor;
        console.log(
          `${c.name.padEnd(44)} | ${s.p50.toFixed(1).padStart(8)} | ${s.p95.toFixed(1).padStart(8)} | ${s.p99.toFixed(1).padStart(8)} | ${(count / SECONDS).toFixed(0).padStart(5)} | ${String(bytes).padStart(6)} | ${ratio.toFixed(2)}x${c.context ? '  (context)' : ratio > 2 ? '  OVER 2x' : ''}`,
        );
      };
      for (const c of lists) {
        if (ONLY && !ONLY.test(c.name)) continue;
        // The anchor again every ANCHOR_EVERY lists: on a shared machine the load moves within
        // a run of every list (8 minutes), and a ratio to an anchor taken minutes before says
        // more about the machine than the list.
        if (Number.isNaN(anchor) || sinceAnchor >= ANCHOR_EVERY) {
          const measured = await measure(anchorCase.url, token);
          const a = summarize(measured.latencies);
          anchor = a.p95;
          sinceAnchor = 0;
          row(anchorCase, a, measured.latencies.length, measured.bytes);
        }
        const { latencies, bytes } = await measure(c.url, c.admin ? () => adminToken : token);
        const s = summarize(latencies);
        sinceAnchor += 1;
        results.push({ c, p95: s.p95 });
        row(c, s, latencies.length, bytes);
      }
    } finally {
      await servers.stop();
    }
    // The slowest three lists' slowest statement, replayed as the app sent it (one request in
    // this process, the first user's or the administrator's), with EXPLAIN (ANALYZE, BUFFERS).
    const slowest = results.sort((a, b) => b.p95 - a.p95).slice(0, 3);
    const app = await buildApp({ config, database, logger: false });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await app.ready();
      for (const { c, p95 } of slowest) {
        const path = c.url(0).slice(base.length);
        const statements = await statementsOf(app, path, c.admin ? adminToken : (tokens[0] as string));
        const plan = await slowestPlan(client, statements);
        console.log(`\n== ${c.name} (p95 ${p95.toFixed(1)} ms): ${statements.length} statements, the slowest:`);
        if (plan) console.log(`${plan.text}\n${plan.plan}`);
      }
    } finally {
      await client.end();
      await app.close();
    }
  } finally {
    await database.close();
  }
}
