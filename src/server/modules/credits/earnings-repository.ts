import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { EarningsGroup } from '../../../domain/contracts/credits';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index';

export type EarningsRow = { period: string; credits: number; bookings: number };

/**
 * The owner's payouts (wallet entries coded 'payout') in [from, to), summed per day, ISO week
 * or month of the app's zone. A payout is one entry of a reservation's release, so counting
 * distinct reservations counts the bookings paid.
 */
export async function sumPayouts(
  db: Db,
  userId: number,
  group: EarningsGroup,
  range: { from: Date; to: Date },
  zone: string,
): Promise<EarningsRow[]> {
  const period = sql<string>`to_char(date_trunc(${group}, ${ledgerEntries.createdAt} at time zone ${zone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      period,
      credits: sql<number | string>`sum(${ledgerEntries.amount})`,
      bookings: sql<number | string>`count(distinct ${ledgerTransactions.reservationId})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.type, 'wallet'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerEntries.description, 'payout'),
        gt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, range.from),
        lt(ledgerEntries.createdAt, range.to),
      ),
    )
    // By position: the period's expression is bound twice with different parameters otherwise.
    .groupBy(sql`1`);
  // node-postgres returns bigint sums as text, PGlite as numbers.
  return rows.map((r) => ({ period: r.period, credits: Number(r.credits), bookings: Number(r.bookings) }));
}
