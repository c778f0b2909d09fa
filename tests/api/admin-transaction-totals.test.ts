import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { afterEach, describe, expect, it } from 'vitest';
import { foldLedgerTotals, ledgerTotals } from '../../src/server/modules/credits/admin-totals';
import { transactionTotals } from '../../src/server/modules/credits/admin-repository';
import { createUser, type TestUser } from '../support/factories';
import { grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { bookedReservation, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
afterEach(async () => {
  await assertLedgerBalanced(app);
  clock.reset();
});

const HOUR = 3_600_000;
const db = () => app.deps.db;

/** The unfiltered list as the route answers it: its count and totals. */
async function listed(admin: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/transactions', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { meta: { total: number; total_is_estimate: boolean }; totals: Record<string, number> };
  return { total: body.meta.total, totals: body.totals, estimated: body.meta.total_is_estimate };
}

/** The reference: every wallet entry summed (the filtered path, with no filter). */
const fullSum = () => transactionTotals(db(), {});

const pending = async () =>
  Number(
    ((await db().execute(sql`select count(*) as n from ledger_total_changes`)) as unknown as { rows: { n: string }[] })
      .rows[0]?.n,
  );

/** Grants, a booking finalized early (refund, payout, fee) and one cancelled (full refund). */
async function someActivity() {
  const { driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 125 });
  clock.advance(30 * 60_000);
  expect((await setStatus(app, driver, reservation.id, 'finalized')).statusCode).toBe(200);
  const other = await bookedReservation(app, { startIn: 60, endIn: 120 });
  expect((await setStatus(app, other.driver, other.reservation.id, 'cancelled')).statusCode).toBe(200);
}

describe('admin transactions totals from running daily totals', () => {
  it('equal a full sum of the ledger, before and after a fold, across days', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const base = new Date(Math.floor(Date.now() / 1000) * 1000);
    // Three UTC days (a movement at 23:30 and one at 00:30 land in different rows).
    for (const offset of [-50, -26, -1]) {
      clock.set(new Date(base.getTime() + offset * HOUR));
      await someActivity();
    }
    clock.reset();
    expect(await pending()).toBeGreaterThan(0);
    const reference = await fullSum();
    expect(reference.totals.fees).toBeGreaterThan(0);
    expect(await listed(admin)).toEqual({ ...reference, estimated: false });

    // Folded: the same figures, now from ledger_daily_totals alone.
    expect(await foldLedgerTotals(db())).toBeGreaterThan(0);
    expect(await pending()).toBe(0);
    const days = (await db().execute(sql`select count(*) as n from ledger_daily_totals`)) as unknown as {
      rows: { n: string }[];
    };
    expect(Number(days.rows[0]?.n)).toBeGreaterThanOrEqual(3);
    expect(await listed(admin)).toEqual({ ...reference, estimated: false });

    // Part folded, part pending.
    await someActivity();
    const later = await fullSum();
    expect(later.total).toBeGreaterThan(reference.total);
    expect(await listed(admin)).toEqual({ ...later, estimated: false });
    // A filtered list still sums its rows (a filter the running totals do not know).
    const used = await app.inject({ method: 'GET', url: '/api/admin/transactions?type=used', headers: admin.headers });
    expect(used.json().totals.used).toBe(later.totals.used);
    expect(used.json().totals.added).toBe(0);
  });

  it('rebuilds the totals of an existing ledger in the migration', async () => {
    // The migration's backfill and the trigger share one definition: recomputing it from the
    // ledger gives what the tables hold.
    await foldLedgerTotals(db());
    const rebuilt = (await db().execute(sql`
      select (select coalesce(sum(entries), 0) from ledger_daily_totals)::bigint as kept,
        (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.type = 'wallet')::bigint as counted`)) as unknown as { rows: { kept: string; counted: string }[] };
    expect(rebuilt.rows[0]?.kept).toBe(rebuilt.rows[0]?.counted);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('running totals under concurrent writes (PostgreSQL)', () => {
  it('stay exact while grants, bookings and folds run at once', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser(app)));
    let writing = true;
    // Two folders at once: one takes the lock, the other skips its turn.
    const folder = async () => {
      let folded = 0;
      while (writing) folded += await foldLedgerTotals(db());
      return folded;
    };
    // A reader comparing, in one snapshot, the running totals with a full sum: a fold or a
    // write committing meanwhile must never show as counted twice or not at all.
    const reader = async () => {
      const mismatches: unknown[] = [];
      let reads = 0;
      while (writing) {
        await db().transaction(
          async (tx) => {
            const [kept, summed] = [
              await ledgerTotals(tx as unknown as Db),
              await transactionTotals(tx as unknown as Db, {}),
            ];
            if (JSON.stringify(kept) !== JSON.stringify(summed)) mismatches.push({ kept, summed });
          },
          { isolationLevel: 'repeatable read' },
        );
        reads += 1;
      }
      return { mismatches, reads };
    };
    // Reservations to finalize during the writes (a paid finish moves a fee), started 30 minutes ago.
    const started = [];
    for (let i = 0; i < 6; i += 1) started.push(await bookedReservation(app, { startIn: 5, endIn: 125 }));
    clock.advance(30 * 60_000);
    const running = [folder(), folder(), reader()] as const;
    try {
      await Promise.all([
        ...users.map((user, i) => grantCredits(app, user, 10 + i)),
        ...users.map((user, i) =>
          app.inject({
            method: 'POST',
            url: `/api/admin/users/${user.id}/credits`,
            headers: admin.headers,
            payload: { amount: 100 + i },
          }),
        ),
        ...started.map(({ driver, reservation }) => setStatus(app, driver, reservation.id, 'finalized')),
        ...Array.from({ length: 6 }, async () => {
          const other = await bookedReservation(app, { startIn: 60, endIn: 120 });
          await setStatus(app, other.driver, other.reservation.id, 'cancelled');
        }),
      ]);
    } finally {
      writing = false;
    }
    const [foldedA, foldedB, read] = await Promise.all(running);
    expect(foldedA + foldedB).toBeGreaterThan(0);
    expect(read.reads).toBeGreaterThan(0);
    expect(read.mismatches).toEqual([]);
    expect(await ledgerTotals(db())).toEqual(await fullSum());
    expect(await listed(admin)).toEqual({ ...(await fullSum()), estimated: false });
  });
});
