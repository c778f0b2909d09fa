import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import type { TestContext } from './test-app';

type Rows<T> = { rows: T[] };

/** A reservation whose hold is still in escrow: open, or reported and held for an administrator. */
const stillHeld = (r: string) =>
  sql.raw(`(${r}status in ('scheduled', 'active') or ${r}id in (
    select reservation_id from reservation_reports where held and settled_at is null))`);

/**
 * The ledger's invariants, checked against the whole database: every transaction's
 * entries sum to zero, each wallet's balance equals the sum of its entries (system
 * accounts keep no running balance), no wallet is negative, and no reservation is held or
 * released twice.
 */
export async function assertLedgerBalanced(app: FastifyInstance): Promise<void> {
  await assertLedgerBalancedIn(app.deps.db);
}

/** The same invariants on any database handle (a restored backup, the database of child servers). */
export async function assertLedgerBalancedIn(db: Db): Promise<void> {
  const unbalanced = (await db.execute(sql`
    select transaction_id, sum(amount)::bigint as total from ledger_entries
    group by transaction_id having sum(amount) <> 0`)) as unknown as Rows<{ transaction_id: number; total: number }>;
  expect(unbalanced.rows, 'transactions whose entries do not sum to zero').toEqual([]);

  const drifted = (await db.execute(sql`
    select a.id, a.type, a.balance, coalesce(sum(e.amount), 0)::bigint as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.type = 'wallet'
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`)) as unknown as Rows<unknown>;
  expect(drifted.rows, 'wallets whose balance differs from the sum of their entries').toEqual([]);

  const negative = (await db.execute(sql`
    select id, balance from ledger_accounts where type = 'wallet' and balance < 0`)) as unknown as Rows<unknown>;
  expect(negative.rows, 'wallets below zero').toEqual([]);

  const [total] = (
    (await db.execute(sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries`)) as unknown as Rows<{
      total: number | string;
    }>
  ).rows;
  expect(Number(total?.total ?? 0)).toBe(0);

  // Escrow holds exactly the credits of open reservations and of reports held for an
  // administrator; each reservation is held once.
  const escrow = (await db.execute(sql`
    select (select coalesce(sum(e.amount), 0)::bigint from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.type = 'escrow') as escrow,
      (select coalesce(sum(credits_reserved), 0)::bigint from reservations where ${stillHeld('')}) as open_held`)) as unknown as Rows<{
    escrow: number | string;
    open_held: number | string;
  }>;
  expect(Number(escrow.rows[0]?.escrow)).toBe(Number(escrow.rows[0]?.open_held));

  const settledWrong = (await db.execute(sql`
    select r.id, r.status, count(t.id) filter (where t.kind = 'hold')::int as holds,
      count(t.id) filter (where t.kind = 'release')::int as releases
    from reservations r left join ledger_transactions t on t.reservation_id = r.id
    group by r.id
    having count(t.id) filter (where t.kind = 'hold') <> 1
      or count(t.id) filter (where t.kind = 'release') <> (case when ${stillHeld('r.')} then 0 else 1 end)`)) as unknown as Rows<unknown>;
  expect(settledWrong.rows, 'reservations not held once, or not released exactly once when closed').toEqual([]);
}

/**
 * Hooks for a file whose tests move money: before each test the clock stands at `start()`;
 * after each, the ledger must balance and the clock goes back to real time.
 */
export function checkLedgerEachTest(app: FastifyInstance, clock: TestContext['clock'], start: () => Date): void {
  beforeEach(() => clock.set(start()));
  afterEach(async () => {
    await assertLedgerBalanced(app);
    clock.reset();
  });
}

/** A movement written by hand, as is: what `movementAtTime` writes. */
export type HandMovement = {
  userId: number;
  at: string;
  amount: number;
  kind?: string;
  /** The transaction's description. */
  description?: string | null;
  /** The user's entry's description (its code). */
  code?: string | null;
  /** The other side's account type: the mint, or the payments account of a top-up. */
  counter?: 'mint' | 'payments';
};

/**
 * A transaction of two entries at `at`, written as is: `amount` to the user's wallet and its
 * opposite to the counter account (balances are not updated); its transaction's id.
 */
export async function movementAtTime(db: Db, movement: HandMovement): Promise<number> {
  const { userId, at, amount, kind = 'grant', description = 'By hand', code = kind, counter = 'mint' } = movement;
  const result = (await db.execute(sql`
    with t as (
      insert into ledger_transactions (kind, description, created_at) values (${kind}, ${description}, ${at}::timestamptz)
      returning id, created_at
    )
    insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
    select t.id, (select id from ledger_accounts where user_id = ${userId}), ${amount}::bigint, ${code}::text, t.created_at from t
    union all
    select t.id, (select id from ledger_accounts where type = ${counter}), ${-amount}::bigint, null, t.created_at from t
    returning transaction_id`)) as unknown as Rows<{ transaction_id: number }>;
  return Number(result.rows[0]?.transaction_id);
}

/** A grant of `amount` to a user's wallet at `at` (its entry and the mint's), written as is; its transaction's id. */
export const grantAtTime = (db: Db, userId: number, at: string, amount = 10): Promise<number> =>
  movementAtTime(db, { userId, at, amount });
