CREATE TABLE "export_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_versions" ADD CONSTRAINT "export_versions_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "export_versions" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- hand-written: what makes a cached admin export stale besides a new ledger entry (the
-- ledger is append-only: a new entry changes the export's count and sums of ids, which the
-- cache key holds). Each trigger is a deferred constraint trigger: it runs at commit, after
-- every other lock the transaction takes, so the one row is locked last and briefly (no
-- deadlock between two transactions that change users and lots in other orders), and a
-- statement that reads the version sees it with the change it counts, or neither.
CREATE FUNCTION export_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE export_versions SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_export_version AFTER UPDATE OF name, email OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER parking_lots_export_version AFTER UPDATE OF identifier OR DELETE ON parking_lots
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reservations_export_version AFTER UPDATE OF parking_lot_id OR DELETE ON reservations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_export_version AFTER UPDATE OF user_id, type OR DELETE ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_export_version AFTER UPDATE OR DELETE ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_export_version AFTER UPDATE OR DELETE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_export_version AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION export_version_bump();
--> statement-breakpoint
-- The row is never deleted: written again from 0, a version would name an export kept before.
CREATE FUNCTION export_versions_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'export_versions keeps its one row';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER export_versions_kept BEFORE DELETE ON export_versions
  FOR EACH ROW EXECUTE FUNCTION export_versions_keep();
