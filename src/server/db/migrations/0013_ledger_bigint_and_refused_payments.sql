ALTER TABLE "ledger_accounts" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "credits" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "credits_reserved" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "credits_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "outcome" text DEFAULT 'minted' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_outcome_check" CHECK ("stripe_events"."outcome" in ('minted', 'refused'));--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_refusal" CHECK (("stripe_events"."outcome" = 'refused') = ("stripe_events"."refusal" is not null));