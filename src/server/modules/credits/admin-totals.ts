import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerDailyTotals, ledgerTotalChanges } from '../../db/schema/index';
import { transactionTotals, type TransactionFilters } from './admin-repository';

export type LedgerTotals = { total: number; totals: { added: number; used: number; fees: number; purchased: number } };

type Row = Record<'entries' | 'added' | 'used' | 'purchased' | 'fees', string | number>;

/**
 * The totals of the whole ledger (the unfiltered admin transactions list) from the running
 * daily totals plus the changes not folded yet: one statement, one snapshot, so a fold that
 * commits meanwhile is seen either wholly or not at all, and the sum stays exact.
 */
export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const result = (await db.execute(sql`
    select coalesce(sum(entries), 0) as entries, coalesce(sum(added), 0) as added, coalesce(sum(used), 0) as used,
      coalesce(sum(purchased), 0) as purchased, coalesce(sum(fees), 0) as fees
    from (
      select entries, added, used, purchased, fees from ${ledgerDailyTotals}
      union all
      select entries, added, used, purchased, fees from ${ledgerTotalChanges}
    ) as parts`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return {
    total: Number(row?.entries ?? 0),
    totals: {
      added: Number(row?.added ?? 0),
      used: Number(row?.used ?? 0),
      fees: Number(row?.fees ?? 0),
      purchased: Number(row?.purchased ?? 0),
    },
  };
}

/**
 * The count and totals of /admin/transactions. With no filter at all they come from the running
 * daily totals, not from a sum over the whole ledger; any filter sums the matching rows (its
 * indexes narrow them).
 */
export function transactionListTotals(db: Db, f: TransactionFilters): Promise<LedgerTotals> {
  const unfiltered = !f.q && !f.type && !f.user_id && !f.reservation_id && !f.from && !f.to;
  return unfiltered ? ledgerTotals(db) : transactionTotals(db, f);
}

/** Any fixed number: the advisory lock that keeps folds one at a time across processes. */
const FOLD_LOCK = 7_310_031;

/**
 * Moves the pending changes into the daily totals, in one transaction (deleted and added
 * together). Safe in every process at once: a fold that finds another running skips its turn.
 * Returns how many changes it folded.
 */
export async function foldLedgerTotals(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return 0;
    const folded = (await tx.execute(sql`
      with moved as (
        delete from ${ledgerTotalChanges} returning day, entries, added, used, purchased, fees
      ), per_day as (
        select day, sum(entries) as entries, sum(added) as added, sum(used) as used,
          sum(purchased) as purchased, sum(fees) as fees, count(*) as changes
        from moved group by day
      ), written as (
        insert into ${ledgerDailyTotals} as d (day, entries, added, used, purchased, fees)
        select day, entries, added, used, purchased, fees from per_day order by day
        on conflict (day) do update set entries = d.entries + excluded.entries, added = d.added + excluded.added,
          used = d.used + excluded.used, purchased = d.purchased + excluded.purchased, fees = d.fees + excluded.fees
      )
      select coalesce(sum(changes), 0)::int as n from per_day`)) as unknown as { rows: { n: number }[] };
    return Number(folded.rows[0]?.n ?? 0);
  });
}
