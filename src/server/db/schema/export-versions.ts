import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a number that grows whenever something an admin export shows changes other than by
 * a new ledger entry (a user's name or email, a lot's identifier, a payment, an entry or a
 * transaction changed or deleted). Deferred triggers write it at commit (the migration's
 * hand-written part), so a statement that reads it sees it in step with the rows it reads. An
 * export's cache key holds it beside its entries' count (modules/credits/admin-routes.ts); each
 * raise also logs the hours of the entries it changed in export_changes (migration 0029), which
 * tells a day's kept export whether it is stale (modules/credits/day-exports.ts).
 */
export const exportVersions = pgTable('export_versions', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
