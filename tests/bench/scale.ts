// `npm run bench scale`: a city's year (tests/bench/scale-seed.ts) on PostgreSQL, kept between
// runs in the database locliber_bench_scale (BENCH_SCALE_DATABASE), and the lists a driver and
// an owner open at 20 concurrent clients, each beside the finder map's p95 of the same run.
import { asc, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { runMigrations } from '../../src/server/db/migrate';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { databaseUrl } from '../support/postgres-urls';
import { startBenchServers } from './bench-servers';
import { seedCity } from './scale-seed';
import { runConcurrently, summarize } from './stats';
import { benchWindow, viewportQuery } from './viewports';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);

type Case = { name: string; url: (i: number) => string };

/** Requests of `url` from CLIENTS clients for SECONDS (after a warm-up round): the latencies. */
async function measure(url: (i: number) => string, token: (i: number) => string): Promise<number[]> {
  const get = async (i: number) => {
    const started = performance.now();
    const res = await fetch(url(i), { headers: { authorization: `Bearer ${token(i)}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url(i)} answered ${res.status}`);
    return performance.now() - started;
  };
  await runConcurrently(CLIENTS * 2, CLIENTS, async (i) => void (await get(i)));
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) latencies.push(await get(next++));
    }),
  );
  return latencies;
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
    // The users who both drive and own (the first owners), each with a session.
    const people = await database.db
      .select()
      .from(users)
      .where(like(users.email, 'city-%'))
      .orderBy(asc(users.id))
      .limit(200);
    const tokens = await Promise.all(
      people.map(async (u) => (await createSession(database.db, u, true, now)).accessToken),
    );
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
    const window = benchWindow(now, loadConfig(process.env).APP_TIMEZONE);
    const servers = await startBenchServers(url, 1);
    const base = servers.urls[0] as string;
    const calendarFrom = new Date(now.getTime() - 14 * 86_400_000).toISOString();
    const calendarTo = new Date(now.getTime() + 14 * 86_400_000).toISOString();
    const token = (i: number) => tokens[i % tokens.length] as string;
    try {
      const cases: Case[] = [
        {
          name: 'finder map (anchor)',
          url: (i) => `${base}/api/parking-finder/map?${viewportQuery(points[i % points.length] as never, window)}`,
        },
        ...(['all', 'sent', 'received'] as const).flatMap((type) => [
          {
            name: `reservations ${type}, per_page=200`,
            url: () => `${base}/api/reservations?type=${type}&per_page=200`,
          },
          {
            name: `reservations ${type}, page 10 of 20`,
            url: () => `${base}/api/reservations?type=${type}&per_page=20&page=10`,
          },
        ]),
        {
          name: 'reservations all, status=finalized, place',
          url: () => `${base}/api/reservations?status=finalized&place=C-1&per_page=200`,
        },
        { name: 'transactions, page 1', url: () => `${base}/api/transactions` },
        { name: 'notifications inbox', url: () => `${base}/api/notifications` },
        {
          name: "a lot's calendar, 4 weeks",
          url: (i) => {
            // A lot of the i-th user (owners own lots id % 5000 = their index).
            const user = people[i % people.length] as { id: number };
            const lot = lotIds.find((l) => l.ownerId === user.id) ?? lotIds[0];
            return `${base}/api/parking-lots/${lot?.id}/reservations?from=${encodeURIComponent(calendarFrom)}&to=${encodeURIComponent(calendarTo)}`;
          },
        },
      ];
      let anchor = Number.NaN;
      console.log(
        'list                                        |   p50 ms |   p95 ms |   p99 ms | req/s | p95 / map p95',
      );
      for (const c of cases) {
        const latencies = await measure(c.url, token);
        const s = summarize(latencies);
        if (Number.isNaN(anchor)) anchor = s.p95;
        console.log(
          `${c.name.padEnd(43)} | ${s.p50.toFixed(1).padStart(8)} | ${s.p95.toFixed(1).padStart(8)} | ${s.p99.toFixed(1).padStart(8)} | ${(latencies.length / SECONDS).toFixed(0).padStart(5)} | ${(s.p95 / anchor).toFixed(2)}x`,
        );
      }
    } finally {
      await servers.stop();
    }
  } finally {
    await database.close();
  }
}
