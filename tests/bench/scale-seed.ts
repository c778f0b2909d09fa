import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { centre, locationSpreadDeg, lotSpreadDeg } from './seed';

/** A city's year (issue 48): 22,000 users, 200,000 lots, 1,000,000 reservations. */
const citySize = { users: 22_000, owners: 5_000, locations: 1_000, lotsPerLocation: 200, reservationsPerLot: 5 };

/**
 * Seeds the city's year with set-based SQL: every user a wallet, the first 5,000 users own
 * 40 lots each, every user drives about 45 reservations spread over the past year and the
 * weeks ahead (past ones finalized, one in ten cancelled, future ones scheduled), each with
 * its ledger (a hold, and a release paying the owner and refunding the rest) and a
 * notification to the driver and one to the owner. Lots' reservations are days apart, and
 * every registration is its reservation's own, so the exclusion constraints hold.
 */
export async function seedCity(db: Db, now: Date): Promise<void> {
  // Each step reads the tables the steps before filled: their statistics first, or the planner
  // takes them for empty (nested loops over millions of rows).
  const insert = async (statement: ReturnType<typeof sql>) => {
    await db.execute(statement);
    await db.execute(sql`ANALYZE`);
  };
  const s = citySize;
  const lots = s.locations * s.lotsPerLocation;
  const step = sql.raw(String(Math.floor(380 / s.reservationsPerLot)));
  await db.execute(sql`SELECT setseed(0.48)`);
  await insert(sql`
    INSERT INTO users (name, email, password_hash, language)
    SELECT 'City User ' || g, 'city-' || g || '@bench.test', 'x', 'ro' FROM generate_series(1, ${s.users}) g`);
  await insert(sql`
    INSERT INTO ledger_accounts (type, user_id, balance)
    SELECT 'wallet', id, 0 FROM users WHERE email LIKE 'city-%@bench.test'`);
  await insert(sql`
    INSERT INTO locations (title, address, latitude, longitude, access)
    SELECT 'City location ' || g, 'Strada Oras ' || g,
      ${centre.lat} + (random() - 0.5) * ${locationSpreadDeg}, ${centre.lng} + (random() - 0.5) * ${locationSpreadDeg}, 'public'
    FROM generate_series(1, ${s.locations}) g`);
  await insert(sql`
    INSERT INTO parking_lots (owner_id, location_id, identifier, zone, address, latitude, longitude,
      orientation_degrees, available, available_from)
    SELECT (SELECT min(id) FROM users WHERE email LIKE 'city-%') + (g % ${s.owners}),
      l.id, 'C-' || g, 'Zona ' || (g % 37), l.address,
      l.latitude + (random() - 0.5) * ${lotSpreadDeg}, l.longitude + (random() - 0.5) * ${lotSpreadDeg},
      (g * 7) % 360, true, ${now}::timestamptz - interval '400 days'
    FROM generate_series(0, ${lots - 1}) g
    JOIN locations l ON l.title = 'City location ' || (g / ${s.lotsPerLocation} + 1)`);
  // Reservation k of lot p starts k * step + p % step days after a year ago (an hour long at
  // an hour of the day set by the lot): about 2% lie ahead.
  await insert(sql`
    INSERT INTO reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
      credits_reserved, credits_paid, created_at, finalized_at, ended_at, cancelled_at)
    SELECT (SELECT min(id) FROM users WHERE email LIKE 'city-%') + (p.id * ${s.reservationsPerLot} + k) % ${s.users},
      p.id, 'C' || p.id || 'K' || k, t.start_time, t.start_time + interval '1 hour',
      CASE WHEN t.start_time > ${now}::timestamptz THEN 'scheduled' WHEN (p.id + k) % 10 = 0 THEN 'cancelled' ELSE 'finalized' END,
      120, CASE WHEN t.start_time > ${now}::timestamptz OR (p.id + k) % 10 = 0 THEN 0 ELSE 90 END,
      t.start_time - interval '1 day',
      CASE WHEN t.start_time <= ${now}::timestamptz AND (p.id + k) % 10 <> 0 THEN t.start_time + interval '1 hour' END,
      CASE WHEN t.start_time <= ${now}::timestamptz AND (p.id + k) % 10 <> 0 THEN t.start_time + interval '1 hour' END,
      CASE WHEN t.start_time <= ${now}::timestamptz AND (p.id + k) % 10 = 0 THEN t.start_time - interval '2 hours' END
    FROM parking_lots p
    CROSS JOIN generate_series(0, ${s.reservationsPerLot - 1}) k
    CROSS JOIN LATERAL (SELECT date_trunc('hour', ${now}::timestamptz) - interval '365 days'
      + (k * ${step} + p.id % ${step}) * interval '1 day' + (p.id % 24) * interval '1 hour' AS start_time) t
    WHERE p.identifier LIKE 'C-%'`);
  await insert(sql`
    INSERT INTO ledger_transactions (kind, reservation_id, created_by, created_at)
    SELECT 'hold', r.id, r.user_id, r.created_at FROM reservations r JOIN parking_lots p ON p.id = r.parking_lot_id
    WHERE p.identifier LIKE 'C-%'`);
  await insert(sql`
    INSERT INTO ledger_transactions (kind, reservation_id, created_at)
    SELECT 'release', r.id, coalesce(r.ended_at, r.cancelled_at) FROM reservations r JOIN parking_lots p ON p.id = r.parking_lot_id
    WHERE p.identifier LIKE 'C-%' AND r.status IN ('finalized', 'cancelled')`);
  // The wallets' entries (the escrow's side is left out: no list reads it).
  await insert(sql`
    INSERT INTO ledger_entries (transaction_id, account_id, amount, description, created_at)
    SELECT t.id, a.id, -120, 'hold', t.created_at
    FROM ledger_transactions t JOIN reservations r ON r.id = t.reservation_id
    JOIN ledger_accounts a ON a.type = 'wallet' AND a.user_id = r.user_id
    WHERE t.kind = 'hold'
    UNION ALL
    SELECT t.id, a.id, 120 - r.credits_paid, CASE WHEN r.credits_paid = 0 THEN 'refund_cancelled' ELSE 'refund_unused' END, t.created_at
    FROM ledger_transactions t JOIN reservations r ON r.id = t.reservation_id
    JOIN ledger_accounts a ON a.type = 'wallet' AND a.user_id = r.user_id
    WHERE t.kind = 'release'
    UNION ALL
    SELECT t.id, a.id, r.credits_paid, 'payout', t.created_at
    FROM ledger_transactions t JOIN reservations r ON r.id = t.reservation_id
    JOIN parking_lots p ON p.id = r.parking_lot_id JOIN ledger_accounts a ON a.type = 'wallet' AND a.user_id = p.owner_id
    WHERE t.kind = 'release' AND r.credits_paid > 0`);
  await insert(sql`
    INSERT INTO notifications (user_id, type, title, message, url, reservation_id, created_at, published_at, read_at)
    SELECT who.user_id, who.type, 'Rezervare', 'Rezervarea ' || r.id, '/reservations/' || r.id, r.id, r.created_at,
      r.created_at, CASE WHEN r.start_time < ${now}::timestamptz - interval '7 days' THEN r.created_at + interval '1 hour' END
    FROM reservations r JOIN parking_lots p ON p.id = r.parking_lot_id
    CROSS JOIN LATERAL (VALUES (r.user_id, 'reservation.created'), (p.owner_id, 'reservation.received')) who(user_id, type)
    WHERE p.identifier LIKE 'C-%'`);
  await db.execute(sql`VACUUM ANALYZE`);
}
