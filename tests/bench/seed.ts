import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { locations, parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';

export type SeedSize = { locations: number; lotsPerLocation: number; reservationsPerLot: number; users: number };

export const postgresSize: SeedSize = { locations: 500, lotsPerLocation: 200, reservationsPerLot: 10, users: 2000 };
export const pgliteSize: SeedSize = { locations: 50, lotsPerLocation: 200, reservationsPerLot: 10, users: 400 };

/** Bucharest centre; locations are spread over about 40 x 40 km around it. */
export const centre = { lat: 44.4268, lng: 26.1025 };
export const locationSpreadDeg = 0.35;
/** Lots of a location sit within about 200 m of it. */
export const lotSpreadDeg = 0.003;

/**
 * Seeds users with credits, locations, lots and past and future reservations with set-based
 * SQL (seconds, not minutes, for a million rows). Reservations of one lot never overlap.
 */
export async function seedBenchData(db: Db, size: SeedSize, now: Date): Promise<void> {
  const lots = size.locations * size.lotsPerLocation;
  await db.execute(sql`SELECT setseed(0.42)`);
  // Users with wallets funded from the mint, so the ledger stays balanced.
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, language)
    SELECT 'Bench User ' || g, 'bench-' || g || '@bench.test', 'x', 'ro' FROM generate_series(1, ${size.users}) g`);
  await db.execute(sql`
    INSERT INTO ledger_accounts (type, user_id, balance)
    SELECT 'wallet', id, 1000000 FROM users WHERE email LIKE 'bench-%@bench.test'`);
  await db.execute(sql`
    WITH tx AS (INSERT INTO ledger_transactions (kind, description) VALUES ('grant', 'Benchmark credits') RETURNING id)
    INSERT INTO ledger_entries (transaction_id, account_id, amount, description)
    SELECT tx.id, a.id, 1000000, 'Benchmark credits' FROM tx, ledger_accounts a
    WHERE a.type = 'wallet' AND a.user_id IN (SELECT id FROM users WHERE email LIKE 'bench-%@bench.test')`);
  await db.execute(sql`
    WITH tx AS (SELECT id FROM ledger_transactions WHERE description = 'Benchmark credits' ORDER BY id DESC LIMIT 1)
    INSERT INTO ledger_entries (transaction_id, account_id, amount, description)
    SELECT tx.id, m.id, -1000000 * ${size.users}, 'Benchmark credits' FROM tx, ledger_accounts m WHERE m.type = 'mint'`);
  await db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1000000 * ${size.users} WHERE type = 'mint'`);

  await db.execute(sql`
    INSERT INTO locations (title, address, latitude, longitude, access)
    SELECT 'Bench location ' || g, 'Strada Bench ' || g,
      ${centre.lat} + (random() - 0.5) * ${locationSpreadDeg}, ${centre.lng} + (random() - 0.5) * ${locationSpreadDeg},
      CASE WHEN g % 10 = 0 THEN 'restricted' ELSE 'public' END
    FROM generate_series(1, ${size.locations}) g`);
  // Owners are the first 100 bench users; lots cluster around their location.
  await db.execute(sql`
    INSERT INTO parking_lots (owner_id, location_id, identifier, zone, address, latitude, longitude,
      orientation_degrees, available, available_from, available_to)
    SELECT (SELECT min(id) FROM users WHERE email LIKE 'bench-%') + (g % 100),
      l.id, 'B-' || g, 'Zona ' || (g % 37), l.address,
      l.latitude + (random() - 0.5) * ${lotSpreadDeg}, l.longitude + (random() - 0.5) * ${lotSpreadDeg},
      (g * 7) % 360, g % 20 <> 0, ${now}::timestamptz - interval '30 days',
      CASE WHEN g % 4 = 0 THEN ${now}::timestamptz + interval '12 hours' ELSE NULL END
    FROM generate_series(0, ${lots - 1}) g
    JOIN locations l ON l.title = 'Bench location ' || (g / ${size.lotsPerLocation} + 1)`);
  // Features on a share of the lots (the finder's filters, BENCH_FINDER_FILTERS): a charger on
  // half, an accessible bay on two thirds, covered on a quarter, a 210 cm limit on a tenth.
  await db.execute(sql`
    UPDATE parking_lots SET
      ev_connector = CASE WHEN id % 2 = 0 THEN 'type2' END, ev_kw = CASE WHEN id % 2 = 0 THEN 22 END,
      accessible = id % 3 <> 0, covered = id % 4 = 0, lit = id % 5 <> 0,
      max_height_cm = CASE WHEN id % 10 = 0 THEN 210 END`);
  // Per lot: reservations every 3 hours around now (half past, half future), 30 to 60 minutes
  // long starting up to 45 minutes past h+1, so the finder's hour from h+3 to h+4 is free.
  await db.execute(sql`
    INSERT INTO reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
      credits_reserved, credits_paid)
    SELECT (SELECT min(id) FROM users WHERE email LIKE 'bench-%') + 100 + ((p.id + k) % ${size.users - 100}),
      p.id, 'B' || p.id || 'K' || k,
      s.start_time, s.start_time + ((30 + (p.id + k) % 30) || ' minutes')::interval,
      CASE WHEN s.start_time < ${now}::timestamptz - interval '3 hours' THEN 'finalized' ELSE 'scheduled' END,
      120, CASE WHEN s.start_time < ${now}::timestamptz - interval '3 hours' THEN 90 ELSE 0 END
    FROM parking_lots p
    CROSS JOIN generate_series(0, ${size.reservationsPerLot - 1}) k
    CROSS JOIN LATERAL (SELECT date_trunc('hour', ${now}::timestamptz)
      + ((k - ${Math.floor(size.reservationsPerLot / 2)}) * 3 + 1) * interval '1 hour' + ((p.id % 4) * 15) * interval '1 minute' AS start_time) s
    WHERE p.identifier LIKE 'B-%'`);
  // VACUUM too: autovacuum would otherwise process the million new rows during the measurement.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The first `limit` seeded lots a booking may take at any time: available without an end, public, no booking yet ahead. */
export async function bookableLots(db: Db, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: parkingLots.id })
    .from(parkingLots)
    .innerJoin(locations, eq(locations.id, parkingLots.locationId))
    .where(
      and(
        eq(parkingLots.available, true),
        isNull(parkingLots.availableTo),
        eq(locations.access, 'public'),
        like(parkingLots.identifier, 'B-%'),
      ),
    )
    .orderBy(asc(parkingLots.id))
    .limit(limit);
}

/** Access tokens of 64 seeded drivers (the bench users after the first 100), signed in at `now`. */
export async function benchDriverTokens(db: Db, now: Date): Promise<string[]> {
  const drivers = await db.select().from(users).where(like(users.email, 'bench-%')).orderBy(asc(users.id));
  return Promise.all(drivers.slice(100, 164).map(async (u) => (await createSession(db, u, true, now)).accessToken));
}
