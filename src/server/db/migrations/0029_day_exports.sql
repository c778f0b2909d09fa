CREATE TABLE "export_changes" (
	"at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_changes_at_version_pk" PRIMARY KEY("at","version")
);
--> statement-breakpoint
CREATE TABLE "transaction_day_export_claims" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"language" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "transaction_day_export_claims_zone_day_language_pk" PRIMARY KEY("zone","day","language")
);
--> statement-breakpoint
CREATE TABLE "transaction_day_exports" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"language" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"version" bigint NOT NULL,
	"entries" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"gzip" "bytea" NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_day_exports_zone_day_language_pk" PRIMARY KEY("zone","day","language")
);
--> statement-breakpoint
-- hand-written: each raise of the export version (migration 0027's deferred triggers) now also
-- logs what it changed, as the hours (UTC) of the ledger entries whose export lines it changed,
-- so a day's kept export (transaction_day_exports) is stale only when a change falls in that
-- day, not whenever anything anywhere is renamed. Each table's branch finds its entries by an
-- index: an account's by ledger_entries_account_idx, a transaction's by
-- ledger_entries_transaction_idx, a reservation's transactions by their unique index, a lot's
-- reservations by reservations_lot_time_idx. An hour is a superset of any zone's day edge.
CREATE OR REPLACE FUNCTION export_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  changed timestamptz[];
BEGIN
  UPDATE export_versions SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  -- One statement per table: each names only its own row's fields, and is planned for its index.
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    changed := ARRAY[OLD.created_at] || CASE WHEN TG_OP = 'UPDATE' THEN ARRAY[NEW.created_at] ELSE '{}' END;
  ELSIF TG_TABLE_NAME = 'users' THEN
    changed := ARRAY(SELECT e.created_at FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id WHERE a.user_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'ledger_accounts' THEN
    changed := ARRAY(SELECT e.created_at FROM ledger_entries e WHERE e.account_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'ledger_transactions' THEN
    changed := ARRAY(SELECT e.created_at FROM ledger_entries e WHERE e.transaction_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'reservations' THEN
    changed := ARRAY(SELECT e.created_at FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.reservation_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'parking_lots' THEN
    changed := ARRAY(SELECT e.created_at FROM reservations r
      JOIN ledger_transactions t ON t.reservation_id = r.id
      JOIN ledger_entries e ON e.transaction_id = t.id WHERE r.parking_lot_id = OLD.id);
  ELSIF TG_TABLE_NAME = 'payments' THEN
    changed := ARRAY(SELECT e.created_at FROM ledger_entries e WHERE e.transaction_id IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.ledger_transaction_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.ledger_transaction_id END));
  ELSE
    RAISE EXCEPTION 'export_version_bump: no export lines known for table %', TG_TABLE_NAME;
  END IF;
  INSERT INTO export_changes (at, version)
  SELECT DISTINCT date_trunc('hour', x.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', v
  FROM unnest(changed) AS x(at) WHERE x.at IS NOT NULL;
  RETURN NULL;
END;
$$;
