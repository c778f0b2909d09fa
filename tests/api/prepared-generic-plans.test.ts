import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parkingLots } from '../../src/server/db/schema/index';
import { bookingSeams } from '../../src/server/modules/reservations/create-reservation';
import { recordStatements, type CapturedStatement } from '../bench/pg-capture';
import { createUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { tableReads, type PlanNode } from '../support/query-plans';
import { inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// The hot paths send named prepared statements (db/prepared.ts): after five runs on a pool
// connection PostgreSQL may keep one generic plan, made without the values, for as long as the
// connection lives. A generic plan that walks a whole table still looks cheap to the planner
// when the join's key is not a value (session 58: the booking's read and write merge-joined
// the whole users index against their one lot; docs/performance.md). Here each named statement
// the driver's and the administrator's hot paths send is planned generic among thousands of
// rows, and every read of a large table must go by an index condition.
const { app, database } = await createTestApp();

/** The tables the scene makes large; a plan reads each by an index condition or not at all. */
const large = new Set([
  'users',
  'parking_lots',
  'reservations',
  'automobiles',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'auth_sessions',
  'access_tokens',
]);

/** Partial indexes whose whole walk is bounded by what they hold: a handful of suspended users. */
const smallPartialIndexes = new Set(['users_suspended_idx']);

/** A value as text, as `pg` sends it (an array as PostgreSQL's array literal). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = asText(item);
      return text === null ? 'NULL' : `"${text.replace(/(["\\])/g, '\\$1')}"`;
    });
    return `{${items.join(',')}}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A value as a literal that EXECUTE coerces to the parameter's type. */
function literal(client: pg.Client, value: unknown): string {
  const text = asText(value);
  return text === null ? 'NULL' : client.escapeLiteral(text);
}

/** The generic plan of a captured statement with its values (EXPLAIN does not run it). */
async function genericPlan(client: pg.Client, statement: CapturedStatement): Promise<PlanNode> {
  await client.query('deallocate all');
  await client.query(`prepare generic as ${statement.config.text}`);
  const values = statement.values.map((value) => literal(client, value));
  const args = values.length > 0 ? `(${values.join(', ')})` : '';
  const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) execute generic${args}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error(`no plan for ${statement.config.name}`);
  return plan;
}

describe.runIf(process.env.TEST_DATABASE_URL)('the hot paths’ prepared statements, planned generic', () => {
  it('read every large table by an index condition, among thousands of rows', async () => {
    const db = app.deps.db;
    // 3,000 users with a wallet, a signed-in session and a car each, 100 of them owning 2,000
    // lots around the centre; 30,000 reservations of those lots, ten past (finalized) and five
    // to come (booked) a lot; 20,000 movements of credits between wallets over 60 days.
    await db.execute(sql`
      insert into users (name, email, password_hash, language)
      select 'Plan ' || g, 'plan-' || g || '@example.test', 'x', 'ro' from generate_series(1, 3000) g`);
    await db.execute(sql`
      insert into ledger_accounts (type, user_id, balance)
      select 'wallet', id, 0 from users where email like 'plan-%'`);
    await db.execute(sql`
      with session as (
        insert into auth_sessions (user_id, expires_at)
        select id, now() + interval '30 days' from users where email like 'plan-%'
        returning id)
      insert into access_tokens (session_id, token_hash, expires_at)
      select id, md5(id::text), now() + interval '1 hour' from session`);
    await db.execute(sql`
      insert into automobiles (user_id, registration_number)
      select id, 'P' || id || 'LAN' from users where email like 'plan-%'`);
    await db.execute(sql`
      insert into parking_lots (owner_id, identifier, zone, address, latitude, longitude, available, available_from)
      select (select min(id) from users where email like 'plan-%') + g % 100, 'P-' || g, 'Zona P', 'Strada Plan',
        44.40 + (g % 50) * 0.002, 26.05 + (g / 50) * 0.002, true, now() - interval '400 days'
      from generate_series(1, 2000) g`);
    await db.execute(sql`
      insert into reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
        credits_reserved, credits_paid)
      select (select min(id) from users where email like 'plan-%') + 100 + (p.id * 15 + k) % 2900, p.id,
        'P' || p.id || 'K' || k, now() + (k - 10) * interval '1 day', now() + (k - 10) * interval '1 day' + interval '1 hour',
        case when k < 10 then 'finalized' else 'scheduled' end, 10, case when k < 10 then 10 else 0 end
      from parking_lots p cross join generate_series(0, 14) k
      where p.identifier like 'P-%'`);
    await db.execute(sql`
      with wallet as (select id, row_number() over (order by id) as n from ledger_accounts where type = 'wallet'),
      moved as (
        insert into ledger_transactions (kind, description, created_at)
        select 'grant', 'Plan ' || g, now() - g * interval '259 seconds' from generate_series(1, 20000) g
        returning id, created_at)
      insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
      select m.id, w.id, case when side = 0 then 10 else -10 end, 'grant', m.created_at
      from moved m cross join generate_series(0, 1) side
      join wallet w on w.n = 1 + (m.id * 7 + side) % 3000`);
    for (const table of large) await db.execute(sql.raw(`analyze ${table}`));

    const owner = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    const [lot, other, third] = [
      await createLot(app, owner, { latitude: 44.43, longitude: 26.1 }),
      await createLot(app, owner, { latitude: 44.431, longitude: 26.1 }),
      await createLot(app, owner, { latitude: 44.432, longitude: 26.1 }),
    ];
    const driver = await createUser(app, { language: 'en' });
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 1000);
    const range = { from: inMinutes(app, 60), to: inMinutes(app, 120) };
    const viewport = {
      'southWest[lat]': '44.40',
      'southWest[lng]': '26.05',
      'northEast[lat]': '44.50',
      'northEast[lng]': '26.15',
    };

    const [, statements] = await recordStatements(async () => {
      const book = (lotId: number, headers: Record<string, string>, later = 0) =>
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: {
            parking_lot_id: lotId,
            automobile_id: car.id,
            start_time: inMinutes(app, 60 + later),
            end_time: inMinutes(app, 120 + later),
          },
        });
      expect((await book(lot.id, driver.headers)).statusCode).toBe(201);
      expect((await book(other.id, { ...driver.headers, 'idempotency-key': 'plan-key' }, 180)).statusCode).toBe(201);
      // The lot changed between the fast path's read and its write: the locked transaction books.
      bookingSeams.betweenReadAndWrite = async () => {
        bookingSeams.betweenReadAndWrite = undefined;
        await db.update(parkingLots).set({ zone: 'Centru' }).where(eq(parkingLots.id, third.id));
      };
      expect((await book(third.id, driver.headers, 300)).statusCode).toBe(201);
      for (const type of ['all', 'sent', 'received']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/reservations?type=${type}&per_page=200`,
          headers: driver.headers,
        });
        expect(res.statusCode).toBe(200);
      }
      for (const path of ['/api/parking-finder', '/api/parking-finder/map']) {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: driver.headers,
          query: { ...viewport, ...range },
        });
        expect(res.statusCode).toBe(200);
      }
      const day = range.from.slice(0, 10);
      const csv = await app.inject({
        method: 'GET',
        url: `/api/admin/transactions?format=csv&from=${day}&to=${day}`,
        headers: admin.headers,
      });
      expect(csv.statusCode).toBe(200);
    });

    const named = new Map<string, CapturedStatement>();
    for (const statement of statements) {
      const name = statement.config.name;
      if (name && !named.has(name)) named.set(name, statement);
    }
    const prefixes = new Set([...named.keys()].map((name) => name.replace(/_[0-9a-f]{16}$/, '')));
    // The scene reached every hot path it means to check.
    expect([...prefixes].sort()).toEqual(
      expect.arrayContaining([
        'access_token_lookup',
        'booking_at_once',
        'booking_facts',
        'booking_read',
        'booking_write',
        'finder_list',
        'finder_markers',
        'transactions_csv',
      ]),
    );

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      const whole: string[] = [];
      for (const [name, statement] of named) {
        for (const read of tableReads(await genericPlan(client, statement), large, smallPartialIndexes))
          if (!read.endsWith('by condition')) whole.push(`${name}: ${read}`);
      }
      expect(whole).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
