CREATE TABLE "ledger_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"added" bigint DEFAULT 0 NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"purchased" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_total_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_total_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"added" bigint DEFAULT 0 NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"purchased" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: the running totals of the admin transactions list (docs/administration.md).
-- After every INSERT into ledger_entries, one row per UTC day it touched goes to
-- ledger_total_changes (insert only: no writer waits on another); modules/credits/admin-totals.ts
-- folds them into ledger_daily_totals. A movement's entries are written in one statement
-- (credits/repository.ts, movementCtes), so a fee's wallet entries are visible to it here.
-- The ledger is append-only (entries are never updated or deleted).
CREATE FUNCTION ledger_totals_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_total_changes (day, entries, added, used, purchased, fees)
  SELECT day, count(wallet_amount), coalesce(sum(wallet_amount) FILTER (WHERE wallet_amount > 0), 0),
    coalesce(-sum(wallet_amount) FILTER (WHERE wallet_amount < 0), 0),
    coalesce(sum(wallet_amount) FILTER (WHERE wallet_amount > 0 AND kind = 'top_up'), 0),
    coalesce(sum(fee_amount), 0)
  FROM (
    SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, t.kind,
      CASE WHEN a.type = 'wallet' THEN e.amount END AS wallet_amount,
      CASE WHEN a.type = 'system_fee' AND EXISTS (
        SELECT 1 FROM ledger_entries w JOIN ledger_accounts wa ON wa.id = w.account_id AND wa.type = 'wallet'
        WHERE w.transaction_id = e.transaction_id) THEN e.amount END AS fee_amount
    FROM inserted_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.type IN ('wallet', 'system_fee')
  ) AS moved
  GROUP BY day
  ORDER BY day;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_totals_record();
--> statement-breakpoint
INSERT INTO ledger_daily_totals (day, entries, added, used, purchased, fees)
SELECT day, count(wallet_amount), coalesce(sum(wallet_amount) FILTER (WHERE wallet_amount > 0), 0),
  coalesce(-sum(wallet_amount) FILTER (WHERE wallet_amount < 0), 0),
  coalesce(sum(wallet_amount) FILTER (WHERE wallet_amount > 0 AND kind = 'top_up'), 0),
  coalesce(sum(fee_amount), 0)
FROM (
  SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, t.kind,
    CASE WHEN a.type = 'wallet' THEN e.amount END AS wallet_amount,
    CASE WHEN a.type = 'system_fee' AND EXISTS (
      SELECT 1 FROM ledger_entries w JOIN ledger_accounts wa ON wa.id = w.account_id AND wa.type = 'wallet'
      WHERE w.transaction_id = e.transaction_id) THEN e.amount END AS fee_amount
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transactions t ON t.id = e.transaction_id
  WHERE a.type IN ('wallet', 'system_fee')
) AS moved
GROUP BY day;
