CREATE TABLE "reservation_reports" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reported_at" timestamp with time zone NOT NULL,
	"held" boolean NOT NULL,
	"contested_at" timestamp with time zone,
	"contest_note" text,
	"settlement" text,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	CONSTRAINT "reservation_reports_reason_check" CHECK ("reservation_reports"."reason" in ('occupied', 'blocked', 'unsafe', 'other')),
	CONSTRAINT "reservation_reports_settlement_check" CHECK ("reservation_reports"."settlement" is null or "reservation_reports"."settlement" in ('charge', 'refund')),
	CONSTRAINT "reservation_reports_note_length" CHECK ("reservation_reports"."note" is null or char_length("reservation_reports"."note") <= 500),
	CONSTRAINT "reservation_reports_contest_note_length" CHECK ("reservation_reports"."contest_note" is null or char_length("reservation_reports"."contest_note") <= 1000),
	CONSTRAINT "reservation_reports_settled_pair" CHECK (("reservation_reports"."settlement" is null) = ("reservation_reports"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "reservation_reports" ADD CONSTRAINT "reservation_reports_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_reports" ADD CONSTRAINT "reservation_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_reports" ADD CONSTRAINT "reservation_reports_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_reports_user_reported_idx" ON "reservation_reports" USING btree ("user_id","reported_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('grant', 'hold', 'extend', 'release', 'top_up', 'report_charge'));