CREATE TABLE "lot_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"parking_lot_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"registration" text NOT NULL,
	"verdict" text NOT NULL,
	"reservation_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lot_checks_verdict_check" CHECK ("lot_checks"."verdict" in ('valid', 'not_yet', 'ended', 'cancelled', 'booked', 'not_booked')),
	CONSTRAINT "lot_checks_registration_normalized" CHECK ("lot_checks"."registration" ~ '^[A-Z0-9]{2,16}$')
);
--> statement-breakpoint
ALTER TABLE "reservation_reports" ADD COLUMN "contest_check_id" integer;--> statement-breakpoint
ALTER TABLE "lot_checks" ADD CONSTRAINT "lot_checks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_checks" ADD CONSTRAINT "lot_checks_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_checks" ADD CONSTRAINT "lot_checks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_checks_owner_client_unique" ON "lot_checks" USING btree ("owner_id","client_id");--> statement-breakpoint
CREATE INDEX "lot_checks_lot_registration_idx" ON "lot_checks" USING btree ("parking_lot_id","registration","checked_at");--> statement-breakpoint
ALTER TABLE "reservation_reports" ADD CONSTRAINT "reservation_reports_contest_check_id_lot_checks_id_fk" FOREIGN KEY ("contest_check_id") REFERENCES "public"."lot_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_cancelled_lot_idx" ON "reservations" USING btree ("parking_lot_id","cancelled_at") WHERE "reservations"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "reservations_finalized_lot_idx" ON "reservations" USING btree ("parking_lot_id","ended_at") WHERE "reservations"."status" = 'finalized';