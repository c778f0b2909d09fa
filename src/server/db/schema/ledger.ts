import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { reservations } from './reservations';
import { users } from './users';

export const accountTypes = ['wallet', 'escrow', 'system_fee', 'mint', 'payments'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * Double-entry credit ledger. Every movement is one ledger transaction whose entries sum
 * to zero. Only wallets keep a running balance (`balance`, the sum of the wallet's entries,
 * kept in the same database transaction), so a wallet can be locked (SELECT ... FOR NO KEY
 * UPDATE) and checked against zero by the database. The escrow, fee, mint and payments
 * accounts keep `balance` at 0: theirs is the sum of their entries (credits/repository.ts).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    type: text('type').$type<AccountType>().notNull(),
    /** Set for wallets only. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** bigint: no sum of grants, top-ups and payouts can overflow it (read as a JS number). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_type_check', sql`${t.type} in ('wallet', 'escrow', 'system_fee', 'mint', 'payments')`),
    check('ledger_accounts_wallet_owner', sql`(${t.type} = 'wallet') = (${t.userId} is not null)`),
    check('ledger_accounts_wallet_non_negative', sql`${t.type} <> 'wallet' or ${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_user_unique').on(t.userId),
    // One escrow, one fee, one mint and one payments account for the whole system.
    uniqueIndex('ledger_accounts_system_unique')
      .on(t.type)
      .where(sql`${t.type} <> 'wallet'`),
  ],
);

export const ledgerTransactionKinds = [
  'grant',
  'welcome',
  'hold',
  'extend',
  'release',
  'top_up',
  'report_charge',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /**
     * grant: admin adds credits; welcome: WELCOME_CREDITS at registration; hold: booking; extend: the extra hold of an extension;
     * release: finalize, expiry, cancel or a report's refund; top_up: a card payment;
     * report_charge: an administrator charged a contested report the driver had been refunded
     * (wallet -> owner and fee, as if finalized at the report's time).
     */
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transactions_kind_check',
      sql`${t.kind} in ('grant', 'welcome', 'hold', 'extend', 'release', 'top_up', 'report_charge')`,
    ),
    check(
      'ledger_transactions_reservation_kind',
      sql`(${t.kind} in ('grant', 'welcome', 'top_up')) = (${t.reservationId} is null)`,
    ),
    // Exactly-once: a reservation is held once and released (settled or refunded) once;
    // each extension adds its own 'extend' hold.
    uniqueIndex('ledger_transactions_reservation_kind_unique')
      .on(t.reservationId, t.kind)
      .where(sql`${t.kind} <> 'extend'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed: positive adds to the account, negative takes from it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the account holder reads in the history (e.g. "Refund of unused minutes"). */
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // The admin transaction list and its CSV: newest first over every wallet. The index also
    // INCLUDEs account_id (migration 0028; Drizzle's builder cannot say so), so a deep page and
    // an export's fingerprint tell wallet entries from system ones without the heap.
    index('ledger_entries_created_idx').on(t.createdAt, t.id),
    // Exactly-once: a wallet receives its welcome credits once, whatever retries a registration.
    uniqueIndex('ledger_entries_welcome_unique')
      .on(t.accountId)
      .where(sql`${t.description} = 'welcome' and ${t.amount} > 0`),
  ],
);
