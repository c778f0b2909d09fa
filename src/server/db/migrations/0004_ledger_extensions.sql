ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
DROP INDEX "ledger_transactions_reservation_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reservation_kind_unique" ON "ledger_transactions" USING btree ("reservation_id","kind") WHERE "ledger_transactions"."kind" <> 'extend';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('grant', 'hold', 'extend', 'release'));