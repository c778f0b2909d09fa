CREATE TABLE "reservation_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"parking_lot_id" integer NOT NULL,
	"automobile_id" integer NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"start_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"renew" boolean DEFAULT false NOT NULL,
	"block_end" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"noticed_block_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_series_status_check" CHECK ("reservation_series"."status" in ('active', 'ended')),
	CONSTRAINT "reservation_series_weeks_check" CHECK ("reservation_series"."weeks" >= 1),
	CONSTRAINT "reservation_series_weekdays_check" CHECK (cardinality("reservation_series"."weekdays") between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "reservation_series" ADD CONSTRAINT "reservation_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_series" ADD CONSTRAINT "reservation_series_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_series" ADD CONSTRAINT "reservation_series_automobile_id_automobiles_id_fk" FOREIGN KEY ("automobile_id") REFERENCES "public"."automobiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_series_user_idx" ON "reservation_series" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reservation_series_renew_idx" ON "reservation_series" USING btree ("block_end") WHERE "reservation_series"."renew" and "reservation_series"."status" = 'active';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_series_id_reservation_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."reservation_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_series_idx" ON "reservations" USING btree ("series_id","start_time") WHERE "reservations"."series_id" is not null;