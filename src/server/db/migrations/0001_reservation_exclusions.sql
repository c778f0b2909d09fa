-- Custom SQL migration file, put your code below! --

CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lot_no_overlap"
  EXCLUDE USING gist ("parking_lot_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" IN ('scheduled', 'active'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_automobile_no_overlap"
  EXCLUDE USING gist ("automobile_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" IN ('scheduled', 'active') AND "automobile_id" IS NOT NULL);
--> statement-breakpoint
-- The system accounts of the credit ledger exist from the start.
INSERT INTO "ledger_accounts" ("type") VALUES ('escrow'), ('system_fee'), ('mint');
