import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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
 * deadlocks: wallets first (lockWallets, ascending id), then the reservation row, then the
 * system accounts (ascending id, inside postTransaction).
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

/** Ids of the escrow, fee and mint accounts (seeded by migration 0001). */
export async function systemAccounts(db: Db | Tx): Promise<SystemAccounts> {
  const rows = await db
    .select({ id: ledgerAccounts.id, type: ledgerAccounts.type })
    .from(ledgerAccounts)
    .where(ne(ledgerAccounts.type, 'wallet'));
  const found = Object.fromEntries(rows.map((r) => [r.type, r.id])) as Partial<SystemAccounts>;
  if (!found.escrow || !found.system_fee || !found.mint) throw new Error('ledger system accounts are missing');
  return found as SystemAccounts;
}

export type Leg = { accountId: number; amount: number; code: EntryCode };

export type NewLedgerTransaction = {
  kind: LedgerTransactionKind;
  reservationId?: number;
  createdBy?: number;
  /** Free text typed by an administrator (grants only). */
  description?: string | null;
  at: Date;
  legs: Leg[];
};

/**
 * Writes one balanced movement: the transaction row, its entries and the wallets'
 * balances, in the caller's database transaction. Legs of zero are left out. Wallets
 * must already be locked; a wallet driven below zero fails on the database check.
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
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (total !== 0 || legs.length < 2) throw new Error(`unbalanced ledger transaction (${input.kind}, sum ${total})`);
  const systemIds = new Set(Object.values(system));
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      reservationId: input.reservationId,
      createdBy: input.createdBy,
      description: input.description ?? null,
      createdAt: input.at,
    })
    .returning({ id: ledgerTransactions.id });
  if (!created) throw new Error('ledger transaction insert returned nothing');
  const entries = await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      transactionId: created.id,
      accountId: leg.accountId,
      amount: leg.amount,
      description: leg.code,
      createdAt: input.at,
    })),
  ).returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId });
  const perWallet = new Map<number, number>();
  for (const leg of legs) {
    if (!systemIds.has(leg.accountId)) perWallet.set(leg.accountId, (perWallet.get(leg.accountId) ?? 0) + leg.amount);
  }
  for (const [accountId, amount] of [...perWallet].sort(([a], [b]) => a - b)) {
    if (amount === 0) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
      .where(eq(ledgerAccounts.id, accountId));
  }
  return { id: created.id, entries };
}
