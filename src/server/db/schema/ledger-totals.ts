import { bigint, date, pgTable } from 'drizzle-orm/pg-core';

/**
 * What the admin transactions list totals, per UTC day of the wallet entries: how many wallet
 * entries, credits added to wallets, used from them, the part of `added` bought by card, and
 * the fees kept by the system on movements that touched a wallet.
 */
const totals = {
  entries: bigint('entries', { mode: 'number' }).notNull().default(0),
  added: bigint('added', { mode: 'number' }).notNull().default(0),
  used: bigint('used', { mode: 'number' }).notNull().default(0),
  purchased: bigint('purchased', { mode: 'number' }).notNull().default(0),
  fees: bigint('fees', { mode: 'number' }).notNull().default(0),
};

/**
 * Running totals of the ledger, one row per day: the unfiltered admin transactions list reads
 * these (and the pending changes below) instead of summing every ledger entry. Written only by
 * the fold (modules/credits/ledger-totals.ts); rebuilt from the ledger in the migration.
 */
export const ledgerDailyTotals = pgTable('ledger_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...totals,
});

/**
 * Append-only changes to the running totals: a statement trigger on ledger_entries inserts one
 * row per day its INSERT touched (see the migration's hand-written part). Inserting never waits
 * on another writer, unlike updating one hot row per day would; a job folds these into
 * ledger_daily_totals every minute, so they stay few.
 */
export const ledgerTotalChanges = pgTable('ledger_total_changes', {
  // Folded rows go away, but ids are never reused: bigint, as one row is written per ledger statement.
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day', { mode: 'string' }).notNull(),
  ...totals,
});
