// `npm run bench booking-profile`: where a booking's (and a map search's) time goes, one booking at a time
// (no queueing), on a fresh PostgreSQL database the script makes and drops. Every
// statement the pg client sends is timed from send to answer (a round trip: the network,
// the backend's parse, plan and execution); the rest of a booking's wall time is Node's
// (Fastify, validation, drizzle, JSON). Prints statements per booking grouped by their
// first words, with their share of the booking's time. Nothing here asserts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { DateTime } from 'luxon';
import pg from 'pg';
import { formatApiDateTime } from '../../src/domain/date-time';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { locations, parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { withBenchDatabase } from './bench-database';
import { seedBenchData } from './seed';

type Stat = { count: number; ms: number };
const stats = new Map<string, Stat>();
let recording = false;

/** Groups statements by their first words: enough to tell the booking's steps apart. */
function label(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (/^(with)$/i.test(words[0] ?? '')) return words.slice(0, 6).join(' ');
  return words.slice(0, 4).join(' ');
}

const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config] = args as [string | { text: string }];
  const text = typeof config === 'string' ? config : config?.text;
  if (!recording || typeof text !== 'string') return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  const started = performance.now();
  const done = () => {
    const key = label(text);
    const stat = stats.get(key) ?? { count: 0, ms: 0 };
    stat.count += 1;
    stat.ms += performance.now() - started;
    stats.set(key, stat);
  };
  // pg-pool's own query() passes a callback; a transaction's client awaits the promise.
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...cbArgs: unknown[]) => {
      done();
      return (last as (...a: unknown[]) => unknown)(...cbArgs);
    };
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  return result instanceof Promise ? result.finally(done) : result;
} as typeof pg.Client.prototype.query;

export async function profileBooking(serverUrl: string, bookings = 300): Promise<void> {
  await withBenchDatabase(serverUrl, 'll_bprof', 4, async (database) => {
    const now = new Date();
    await seedBenchData(database.db, { locations: 20, lotsPerLocation: 100, reservationsPerLot: 2, users: 400 }, now);
    const config = loadConfig({
      DATABASE_URL: 'postgres://bench/bench',
      DEMO_DATA: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const drivers = await database.db.select().from(users).where(like(users.email, 'bench-%')).limit(10);
    const tokens: { userId: number; token: string }[] = [];
    for (const d of drivers)
      tokens.push({ userId: d.id, token: (await createSession(database.db, d, false, now)).accessToken });
    const lots = await database.db
      .select({
        id: parkingLots.id,
        ownerId: parkingLots.ownerId,
        latitude: parkingLots.latitude,
        longitude: parkingLots.longitude,
      })
      .from(parkingLots)
      .innerJoin(locations, eq(locations.id, parkingLots.locationId))
      .where(and(eq(parkingLots.available, true), isNull(parkingLots.availableTo), eq(locations.access, 'public')))
      .orderBy(asc(parkingLots.id))
      .limit(bookings * 2 + 20);
    const zone = config.APP_TIMEZONE;
    const start = DateTime.fromJSDate(now, { zone }).plus({ days: 2 }).startOf('hour');
    let next = 0;
    const book = async (withKey: boolean) => {
      const lot = lots[next++] as { id: number; ownerId: number };
      const driver = tokens.find((t, i) => i >= next % tokens.length && t.userId !== lot.ownerId) ?? tokens[0];
      const headers: Record<string, string> = { authorization: `Bearer ${driver?.token}` };
      if (withKey) headers['idempotency-key'] = randomUUID();
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers,
        payload: {
          parking_lot_id: lot.id,
          automobile_registration: `PROF${lot.id}`,
          start_time: formatApiDateTime(start.toJSDate(), zone),
          end_time: formatApiDateTime(start.plus({ minutes: 60 }).toJSDate(), zone),
        },
      });
      if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
    };
    for (let i = 0; i < 20; i += 1) await book(i % 2 === 0); // warm the pool, the plans, the JIT
    await new Promise((resolve) => setTimeout(resolve, 300));
    const profile = async (title: string, runs: number, run: () => Promise<void>) => {
      stats.clear();
      recording = true;
      const started = performance.now();
      for (let i = 0; i < runs; i += 1) await run();
      const wall = performance.now() - started;
      // What a request set off after its answer (notifications) is counted too.
      await new Promise((resolve) => setTimeout(resolve, 500));
      recording = false;
      const rows = [...stats].sort((a, b) => b[1].ms - a[1].ms);
      const dbMs = rows.reduce((sum, [, s]) => sum + s.ms, 0);
      const statements = rows.reduce((sum, [, s]) => sum + s.count, 0);
      console.log(`\n${title}, ${runs} one at a time:`);
      console.log(
        `  ${(wall / runs).toFixed(2)} ms each; ${(statements / runs).toFixed(1)} statements, ` +
          `${(dbMs / runs).toFixed(2)} ms waiting on the database (${((dbMs / wall) * 100).toFixed(0)}%), ` +
          `the rest (${((wall - dbMs) / runs).toFixed(2)} ms) in Node`,
      );
      for (const [key, s] of rows)
        console.log(
          `  ${(s.count / runs).toFixed(2).padStart(5)} x ${(s.ms / s.count).toFixed(3).padStart(6)} ms  ${key}`,
        );
    };
    for (const withKey of [false, true])
      await profile(
        `Booking through the app (inject), ${withKey ? 'with' : 'without'} an Idempotency-Key`,
        bookings,
        () => book(withKey),
      );
    // The map's search, for issue 18's question whether a cache shared by users would pay: the
    // share of a request its search statement takes is the most such a cache could save.
    const from = start.plus({ hours: 3 });
    let viewport = 0;
    await profile('Map search through the app (inject), a viewport around a lot', bookings, async () => {
      const lot = lots[viewport++ % lots.length] as { latitude: number; longitude: number };
      const half = 0.0018;
      const query = new URLSearchParams({
        only_available: '1',
        alternative_period: '0',
        from: formatApiDateTime(from.toJSDate(), zone) ?? '',
        to: formatApiDateTime(from.plus({ hours: 1 }).toJSDate(), zone) ?? '',
        'southWest[lat]': String(lot.latitude - half),
        'southWest[lng]': String(lot.longitude - half),
        'northEast[lat]': String(lot.latitude + half),
        'northEast[lng]': String(lot.longitude + half),
      });
      const res = await app.inject({
        method: 'GET',
        url: `/api/parking-finder/map?${query}`,
        headers: { authorization: `Bearer ${tokens[0]?.token}`, 'accept-encoding': 'gzip' },
      });
      if (res.statusCode !== 200) throw new Error(`map search answered ${res.statusCode}: ${res.body}`);
    });
    await app.close();
  });
}
