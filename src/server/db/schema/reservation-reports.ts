import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ReportReason } from '../../../domain/report-rules';
import { tstz } from './common';
import { lotChecks } from './lot-checks';
import { reservations } from './reservations';
import { users } from './users';

/**
 * A driver's "spot taken" report (PRODUCT.md, "Trust at the lot"), one per reservation: the
 * reservation itself is cancelled with cancel_reason 'reported: <reason>'. `held`: the
 * driver's fourth report in 30 days, whose hold stays in escrow until an administrator
 * settles it. `settlement` is written once (compare-and-swap on settled_at is null).
 */
export const reservationReports = pgTable(
  'reservation_reports',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The driver, for counting their reports in the last 30 days. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    reportedAt: tstz('reported_at').notNull(),
    held: boolean('held').notNull(),
    contestedAt: tstz('contested_at'),
    contestNote: text('contest_note'),
    /** The owner's check that contested the report by itself (seen on the lot after it), if that is how it was contested. */
    contestCheckId: integer('contest_check_id').references(() => lotChecks.id, { onDelete: 'set null' }),
    settlement: text('settlement').$type<'charge' | 'refund'>(),
    settledAt: tstz('settled_at'),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reservation_reports_user_reported_idx').on(t.userId, t.reportedAt),
    check('reservation_reports_reason_check', sql`${t.reason} in ('occupied', 'blocked', 'unsafe', 'other')`),
    check(
      'reservation_reports_settlement_check',
      sql`${t.settlement} is null or ${t.settlement} in ('charge', 'refund')`,
    ),
    check('reservation_reports_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    check(
      'reservation_reports_contest_note_length',
      sql`${t.contestNote} is null or char_length(${t.contestNote}) <= 1000`,
    ),
    check('reservation_reports_settled_pair', sql`(${t.settlement} is null) = (${t.settledAt} is null)`),
  ],
);
