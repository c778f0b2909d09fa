import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type AccountType,
  type LedgerTransactionKind,
} from '../../db/schema/index';
import type { EntryCode } from './entry-descriptions';

/**
 * The double-entry ledger's only writer. Lock order, to keep concurrent movements free of
 * deadlocks: wallets first (lockWallets, ascending id; a booking locks its one wallet with
 * the lot, reservations/booking-repository), then the reservation row. The system accounts are
 * never locked: their balance is the sum of their entries (see postTransaction).
 */

export type Wallet = { id: number; userId: number; balance: number };

/** Locks the users' wallets (FOR NO KEY UPDATE, enough for a balance change) in ascending id order; keyed by user id. */
export async function lockWallets(tx: Tx, userIds: number[]): Promise<Map<number, Wallet>> {
  const ids = [...new Set(userIds)];
  const rows = await tx
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.type, 'wallet'), inArray(ledgerAccounts.userId, ids)))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
  const wallets = new Map<number, Wallet>();
  for (const row of rows) if (row.userId !== null) wallets.set(row.userId, { ...row, userId: row.userId });
  for (const id of ids) if (!wallets.has(id)) throw new Error(`user ${id} has no wallet`);
  return wallets;
}

export async function walletBalance(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.type, 'wallet'), eq(ledgerAccounts.userId, userId)));
  return row?.balance ?? 0;
}

export type SystemAccounts = Record<Exclude<AccountType, 'wallet'>, number>;

async function loadSystemAccounts(db: Db | Tx): Promise<SystemAccounts> {
  const rows = await db
    .select({ id: ledgerAccounts.id, type: ledgerAccounts.type })
    .from(ledgerAccounts)
    .where(ne(ledgerAccounts.type, 'wallet'));
  const found = Object.fromEntries(rows.map((r) => [r.type, r.id])) as Partial<SystemAccounts>;
  if (!found.escrow || !found.system_fee || !found.mint || !found.payments)
    throw new Error('ledger system accounts are missing');
  return found as SystemAccounts;
}

const systemAccountsByDatabase = new WeakMap<Db, Promise<SystemAccounts>>();

/**
 * Ids of the escrow, fee, mint and payments accounts (seeded by migrations 0001 and 0005, never changed), read
 * once per database handle: every booking and settlement needs them.
 */
export function systemAccounts(db: Db): Promise<SystemAccounts> {
  let ids = systemAccountsByDatabase.get(db);
  if (!ids) {
    ids = loadSystemAccounts(db);
    systemAccountsByDatabase.set(db, ids);
    ids.catch(() => systemAccountsByDatabase.delete(db));
  }
  return ids;
}

export type Leg = { accountId: number; amount: number; code: EntryCode };

export type NewLedgerTransaction = {
  kind: LedgerTransactionKind;
  reservationId?: number;
  createdBy?: number;
  /** Free text typed by an administrator (grants), or the top-up's pack and price. */
  description?: string | null;
  at: Date;
  legs: Leg[];
};

/**
 * The common table expressions that write one balanced movement: `movement` (the
 * transaction row, returning id), `entries` (returning id, account_id) and the wallets'
 * balances. Legs of zero are left out. postTransaction runs them on their own; a caller with
 * more to write in the same statement (a booking) puts its own expressions beside them.
 */
export function movementCtes(input: NewLedgerTransaction, system: SystemAccounts): { sql: SQL; legs: Leg[] } {
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (total !== 0 || legs.length < 2) throw new Error(`unbalanced ledger transaction (${input.kind}, sum ${total})`);
  const systemIds = new Set(Object.values(system));
  const perWallet = new Map<number, number>();
  for (const leg of legs) {
    if (!systemIds.has(leg.accountId)) perWallet.set(leg.accountId, (perWallet.get(leg.accountId) ?? 0) + leg.amount);
  }
  const walletChanges = [...perWallet].filter(([, amount]) => amount !== 0);
  const at = sql`${input.at.toISOString()}::timestamptz`;
  const entryValues = sql.join(
    legs.map((leg) => sql`(${leg.accountId}::integer, ${leg.amount}::bigint, ${leg.code}::text)`),
    sql`, `,
  );
  const walletUpdate =
    walletChanges.length === 0
      ? sql``
      : sql`, wallets as (
      update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + v.amount
      from (values ${sql.join(
        walletChanges.map(([id, amount]) => sql`(${id}::integer, ${amount}::bigint)`),
        sql`, `,
      )}) as v(id, amount)
      where ${ledgerAccounts.id} = v.id
    )`;
  return {
    legs,
    sql: sql`movement as (
      insert into ${ledgerTransactions} (kind, reservation_id, created_by, description, created_at)
      values (${input.kind}, ${input.reservationId ?? null}::integer, ${input.createdBy ?? null}::integer, ${input.description ?? null}::text, ${at})
      returning id
    ), entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount, description, created_at)
      select movement.id, v.account_id, v.amount, v.code, ${at}
      from movement, (values ${entryValues}) as v(account_id, amount, code)
      returning id, account_id
    )${walletUpdate}`,
  };
}

/**
 * Writes one balanced movement in one statement: the transaction row, its entries and the
 * wallets' balances, in the caller's database transaction (movementCtes).
 * Wallets must already be locked; a wallet driven below zero fails on the database check.
 *
 * Only wallets keep a running balance (the database's non-negative check needs it). The
 * escrow, fee and mint accounts are the sum of their entries: a running balance there
 * would be one row that every booking in the system locks until it commits.
 */
export async function postTransaction(
  tx: Tx,
  input: NewLedgerTransaction,
  system: SystemAccounts,
): Promise<{ id: number; entries: { id: number; accountId: number }[] }> {
  const { sql: ctes, legs } = movementCtes(input, system);
  const result = (await tx.execute(sql`
    with ${ctes}
    select movement.id as transaction_id, entries.id as entry_id, entries.account_id
    from movement, entries`)) as unknown as {
    rows: { transaction_id: number; entry_id: number; account_id: number }[];
  };
  const first = result.rows[0];
  if (!first || result.rows.length !== legs.length) throw new Error('ledger transaction insert returned nothing');
  return { id: first.transaction_id, entries: result.rows.map((r) => ({ id: r.entry_id, accountId: r.account_id })) };
}

const p = (name: string) => sql.placeholder(name);

/**
 * A booking's hold for a prepared statement (reservations/booking-fast-write.ts): the same
 * rows movementCtes writes, hanging on `booked` (a CTE returning the reservation's id, one
 * row or none). Placeholders: user, at, wallet, escrow, credits. The wallet's non-negative
 * check refuses a balance spent meanwhile.
 */
export function preparedHoldCtes(booked: SQL): SQL {
  return sql`movement as (
      insert into ${ledgerTransactions} (kind, reservation_id, created_by, description, created_at)
      select 'hold', ${booked}.id, ${p('user')}::integer, null, ${p('at')}::timestamptz from ${booked}
      returning id
    ), entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount, description, created_at)
      select movement.id, v.account_id, v.amount, 'hold', ${p('at')}::timestamptz
      from movement, (values (${p('wallet')}::integer, -${p('credits')}::bigint),
        (${p('escrow')}::integer, ${p('credits')}::bigint)) as v(account_id, amount)
    ), wallets as (
      update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} - ${p('credits')}::bigint
      where ${ledgerAccounts.id} = ${p('wallet')}::integer and exists (select 1 from ${booked})
    )`;
}

/**
 * The holds of many bookings in one statement (a reservation series, reservation-series
 * module): hanging on `booked` (a CTE returning the new reservations' id and
 * credits_reserved), one 'hold' transaction per reservation (`holds`), its two entries
 * (`hold_entries`), and the wallet's balance lowered once by their sum (`hold_wallet`). The
 * same rows a loop of single holds would write; the wallet's non-negative check refuses a
 * balance spent meanwhile.
 */
export function setHoldCtes(
  booked: SQL,
  input: { walletId: number; createdBy: number; at: Date },
  system: SystemAccounts,
): SQL {
  const at = sql`${input.at.toISOString()}::timestamptz`;
  return sql`holds as (
      insert into ${ledgerTransactions} (kind, reservation_id, created_by, description, created_at)
      select 'hold', b.id, ${input.createdBy}::integer, null, ${at} from ${booked} as b
      returning id, reservation_id
    ), hold_entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount, description, created_at)
      select h.id, v.account_id, v.amount, 'hold', ${at}
      from holds as h
      join ${booked} as b on b.id = h.reservation_id
      cross join lateral (values (${input.walletId}::integer, -b.credits_reserved),
        (${system.escrow}::integer, b.credits_reserved)) as v(account_id, amount)
    ), hold_wallet as (
      update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} - (select coalesce(sum(credits_reserved), 0) from ${booked})
      where ${ledgerAccounts.id} = ${input.walletId}::integer
    )`;
}
