import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a number that grows whenever something an admin export shows changes other than by
 * a new ledger entry (a user's name or email, a lot's identifier, a payment, an entry or a
 * transaction changed or deleted). Deferred triggers write it at commit (the migration's
 * hand-written part), so a statement that reads it sees it in step with the rows it reads. An
 * export's cache key holds it beside its entries' count, highest id and sum of ids
 * (modules/credits/export-cache.ts).
 */
export const exportVersions = pgTable('export_versions', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
