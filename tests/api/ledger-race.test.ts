import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import { createApiCluster } from '../support/api-cluster';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';

// An extension racing the settlement of the same reservation: on PostgreSQL through two
// server processes, on PGlite through concurrent requests to one. Whatever the order, the
// extension's extra hold must be settled with the rest: nothing may stay in escrow.

const cluster = await createApiCluster();
const { app } = cluster;
const ROUNDS = 20;
const GRANT = 300;
const MIN = 60_000;
const at = (minutes: number) =>
  formatApiDateTime(new Date(app.deps.now().getTime() + minutes * MIN), app.deps.config.APP_TIMEZONE);

type Settle = 'cancel' | 'finalize' | 'admin-cancel';

async function round(kind: Settle, index: number, admin: TestUser) {
  const owner = await createUser(app);
  const driver = await createUser(app);
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, GRANT);
  // The driver cancels before the start; finalize and an administrator's cancel act while active.
  const startIn = kind === 'cancel' ? 10 : 0;
  const booked = await cluster.call(index, 'POST', '/api/reservations', driver.headers, {
    parking_lot_id: lot.id,
    automobile_id: car.id,
    start_time: at(startIn),
    end_time: at(startIn + 30),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = (booked.body as { id: number }).id;
  const settle =
    kind === 'admin-cancel'
      ? () => cluster.call(index + 1, 'PUT', `/api/admin/reservations/${id}`, admin.headers, { status: 'cancelled' })
      : () =>
          cluster.call(index + 1, 'PUT', `/api/reservations/${id}`, driver.headers, {
            status: kind === 'cancel' ? 'cancelled' : 'finalized',
          });
  const extend = () => cluster.call(index, 'POST', `/api/reservations/${id}/extend`, driver.headers, { minutes: 45 });
  const [extended, settled] = await Promise.all([extend(), settle()]);
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  expect([200, 409]).toContain(extended.status);
  // A cancel refunds everything; finalize at the start charges the minimum (MIN_CREDITS).
  const expected = kind === 'finalize' ? GRANT - app.deps.config.MIN_CREDITS : GRANT;
  const balance = await cluster.call(index, 'GET', '/api/credits', driver.headers);
  return { kind, expected, actual: (balance.body as { balance: number }).balance, extended: extended.status };
}

type Row = { escrow: string | number; open_held: string | number };

describe(`extend racing a settlement (${cluster.kind}, ${cluster.servers} server process(es))`, () => {
  it(`${ROUNDS} rounds each of extend vs cancel, finalize and administrator cancel lose no credit`, async () => {
    const admin = await createUser(app, { isAdmin: true });
    const results = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      // The three races of a round at once, each pair split over the two processes.
      results.push(
        ...(await Promise.all(
          (['cancel', 'finalize', 'admin-cancel'] as const).map((kind, k) => round(kind, i + k, admin)),
        )),
      );
    }
    const lost = results.filter((r) => r.actual !== r.expected);
    const lostCredits = lost.reduce((sum, r) => sum + (r.expected - r.actual), 0);
    const perKind = (['cancel', 'finalize', 'admin-cancel'] as const).map((kind) => {
      const short = lost.filter((r) => r.kind === kind);
      return `${kind} ${short.length} short (${short.reduce((sum, r) => sum + r.expected - r.actual, 0)} credits)`;
    });
    const extendedFirst = results.filter((r) => r.extended === 200).length;
    console.log(
      `[ledger-race ${cluster.kind}] ${results.length} races, ${extendedFirst} extensions won, ` +
        `${lost.length} drivers short, ${lostCredits} credits lost: ${perKind.join(', ')}`,
    );
    const { rows } = (await app.deps.db.execute(sql`
      select (select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.type = 'escrow')::bigint as escrow,
        (select coalesce(sum(credits_reserved), 0) from reservations
          where status in ('scheduled', 'active'))::bigint as open_held`)) as unknown as { rows: Row[] };
    expect(Number(rows[0]?.escrow), 'escrow equals the open holds').toBe(Number(rows[0]?.open_held));
    expect(lost, 'drivers whose balance is not exact').toEqual([]);
    await assertLedgerBalanced(app);
  }, 120_000);
});
