import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { foldLedgerTotals } from '../../src/server/modules/credits/admin-totals';

/** Rows in each admin list's table. */
export const ADMIN_ROWS = 100_000;

/**
 * 100,000 users (with wallets), automobiles, parking lots, reservations, wallet ledger
 * entries and audit rows, with set-based SQL (generate_series): seconds, not minutes.
 */
export async function seedAdminLists(db: Db, now: Date): Promise<void> {
  const n = ADMIN_ROWS;
  await db.execute(sql`SELECT setseed(0.15)`);
  await db.execute(sql`
    INSERT INTO users (name, email, phone, password_hash, language, is_admin, suspended_at, suspended_reason)
    SELECT (ARRAY['Ion','Maria','Andrei','Elena','Mihai','Ana','Vlad','Ioana'])[1 + g % 8] || ' '
        || (ARRAY['Popescu','Ionescu','Dumitru','Stan','Matei','Radu','Georgescu'])[1 + g % 7] || ' ' || g,
      'user-' || g || '@bench.test', '+4072' || lpad(g::text, 7, '0'), 'x',
      CASE WHEN g % 3 = 0 THEN 'en' ELSE 'ro' END, g % 5000 = 0,
      CASE WHEN g % 1000 = 7 THEN ${now}::timestamptz END, CASE WHEN g % 1000 = 7 THEN 'Bench' END
    FROM generate_series(1, ${n}) g`);
  await db.execute(sql`INSERT INTO ledger_accounts (type, user_id, balance) SELECT 'wallet', id, 0 FROM users`);
  await db.execute(sql`
    INSERT INTO locations (title, address, latitude, longitude, access)
    SELECT 'Parcare ' || g, 'Strada ' || g, 44.43 + g * 0.001, 26.1 + g * 0.001,
      CASE WHEN g % 10 = 0 THEN 'restricted' ELSE 'public' END
    FROM generate_series(1, 200) g`);
  await db.execute(sql`
    INSERT INTO parking_lots (owner_id, location_id, identifier, zone, address, latitude, longitude, available, available_from)
    SELECT u.id, (SELECT min(id) FROM locations) + u.id % 200, 'P-' || u.id, 'Zona ' || (u.id % 37), 'Strada ' || u.id,
      44.43 + random() * 0.2, 26.1 + random() * 0.2, u.id % 20 <> 0, ${now}::timestamptz - interval '30 days'
    FROM users u`);
  await db.execute(sql`
    INSERT INTO automobiles (user_id, registration_number, make, model)
    SELECT u.id, 'B' || lpad(u.id::text, 6, '0') || 'XY',
      (ARRAY['Dacia','Renault','Ford','Skoda','Toyota','Volkswagen'])[1 + u.id % 6], 'Model ' || (u.id % 9)
    FROM users u`);
  // One reservation per lot (lots never overlap), drivers and times spread over a year.
  await db.execute(sql`
    INSERT INTO reservations (user_id, parking_lot_id, automobile_id, automobile_registration, start_time, end_time,
      status, credits_reserved, credits_paid)
    SELECT a.user_id, p.id, a.id, a.registration_number, s.start_time, s.start_time + interval '1 hour',
      CASE WHEN p.id % 20 = 0 THEN 'cancelled' WHEN s.start_time < ${now}::timestamptz THEN 'finalized' ELSE 'scheduled' END,
      120, CASE WHEN s.start_time < ${now}::timestamptz THEN 90 ELSE 0 END
    FROM parking_lots p
    JOIN automobiles a ON a.user_id = (SELECT min(id) FROM users) + (p.owner_id * 7919) % ${n}
    CROSS JOIN LATERAL (SELECT ${now}::timestamptz - (p.id % 365) * interval '1 day'
      + (p.id % 24) * interval '1 hour' + interval '1 day' * (p.id % 3) AS start_time) s`);
  // 100,000 grants: each a wallet entry (the admin transactions list) and its mint counterpart.
  await db.execute(sql`
    WITH tx AS (
      INSERT INTO ledger_transactions (kind, description, created_at)
      SELECT 'grant', 'Bench grant', ${now}::timestamptz - (g % 365) * interval '1 day' - g * interval '1 second'
      FROM generate_series(1, ${n}) g RETURNING id, created_at)
    INSERT INTO ledger_entries (transaction_id, account_id, amount, description, created_at)
    SELECT tx.id, w.id, 100, 'grant', tx.created_at
    FROM tx JOIN ledger_accounts w ON w.type = 'wallet' AND w.user_id = (SELECT min(id) FROM users) + tx.id % ${n}
    UNION ALL
    SELECT tx.id, (SELECT id FROM ledger_accounts WHERE type = 'mint'), -100, 'grant', tx.created_at FROM tx`);
  await db.execute(sql`
    UPDATE ledger_accounts a SET balance = s.sum FROM (
      SELECT account_id, sum(amount) AS sum FROM ledger_entries GROUP BY account_id) s
    WHERE s.account_id = a.id`);
  // The trigger recorded the entries' changes; the server's job folds them within a minute.
  await foldLedgerTotals(db);
  await db.execute(sql`
    INSERT INTO audit_log (admin_id, action, target_type, target_id, before, after, created_at)
    SELECT (SELECT min(id) FROM users WHERE is_admin), (ARRAY['user.update','credits.grant','lot.withdraw'])[1 + g % 3],
      (ARRAY['user','user','parking_lot'])[1 + g % 3], g, '{"name":"a"}'::jsonb, '{"name":"b"}'::jsonb,
      ${now}::timestamptz - g * interval '5 minutes'
    FROM generate_series(1, ${n}) g`);
  await db.execute(sql`VACUUM ANALYZE`);
}
