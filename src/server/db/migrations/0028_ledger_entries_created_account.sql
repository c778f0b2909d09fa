-- Custom SQL migration file, put your code below! --
-- hand-written: the admin transactions list's index carries each entry's account
-- (docs/performance.md, session 57). A deep page skips its offset, and an export's
-- fingerprint counts a day, in the index alone: whether an entry is a wallet's is read from the
-- index, not from the entry's heap page (admin transactions page 400 on the city: 9,167 buffers
-- to 44). Drizzle's index builder has no INCLUDE, so schema/ledger.ts names the key columns only.
DROP INDEX "ledger_entries_created_idx";
--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","id") INCLUDE ("account_id");
