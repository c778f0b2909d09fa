CREATE TABLE "credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"credits" integer,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_status_check" CHECK ("credit_requests"."status" in ('open', 'granted', 'declined')),
	CONSTRAINT "credit_requests_decided" CHECK (("credit_requests"."status" = 'open') = ("credit_requests"."decided_at" is null)),
	CONSTRAINT "credit_requests_granted" CHECK (("credit_requests"."status" = 'granted') = ("credit_requests"."credits" is not null and "credit_requests"."credits" > 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_reservation_kind";--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_one_open" ON "credit_requests" USING btree ("user_id") WHERE "credit_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "credit_requests_user_idx" ON "credit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_open_idx" ON "credit_requests" USING btree ("created_at") WHERE "credit_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_welcome_unique" ON "ledger_entries" USING btree ("account_id") WHERE "ledger_entries"."description" = 'welcome' and "ledger_entries"."amount" > 0;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('grant', 'welcome', 'hold', 'extend', 'release', 'top_up', 'report_charge'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reservation_kind" CHECK (("ledger_transactions"."kind" in ('grant', 'welcome', 'top_up')) = ("ledger_transactions"."reservation_id" is null));