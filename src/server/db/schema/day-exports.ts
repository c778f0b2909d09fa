import { bigint, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './common';

/**
 * The admin transactions CSV of one day, made once and kept (modules/credits/day-exports.ts,
 * docs/administration.md): by the job soon after the day ends in the app's zone, or by the
 * first download. `version` is the export version read before its rows, `entries` the count of
 * the day's ledger entries read with it; it is sent as long as the count is the same and no
 * change logged after that version touches the day (export_changes).
 */
export const transactionDayExports = pgTable(
  'transaction_day_exports',
  {
    zone: text('zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    /** The day's bounds in `zone`: its ledger entries are those created in [startsAt, endsAt). */
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
    /** The response's headers (content type, file name, the count and totals). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    gzip: bytea('gzip').notNull(),
    builtAt: tstz('built_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.day, t.language] })],
);

/**
 * What each raise of the export version changed, as the hours (UTC) of the ledger entries
 * whose export lines it changed: a kept day is stale when a change after its version falls in
 * it. Written by the export version's triggers (migration 0029); the job removes a change
 * once no kept export is older than it.
 */
export const exportChanges = pgTable(
  'export_changes',
  {
    at: tstz('at').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    loggedAt: tstz('logged_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.at, t.version] })],
);

/** A process making a day's export holds its claim until `until`, so two processes make it once. */
export const transactionDayExportClaims = pgTable(
  'transaction_day_export_claims',
  {
    zone: text('zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    until: tstz('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.day, t.language] })],
);
