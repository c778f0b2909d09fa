CREATE TABLE "owner_search_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_search_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"strikes" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" integer,
	"note" text,
	CONSTRAINT "owner_search_holds_note_length" CHECK ("owner_search_holds"."note" is null or char_length("owner_search_holds"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "owner_strikes" (
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_strikes_reservation_id_kind_pk" PRIMARY KEY("reservation_id","kind"),
	CONSTRAINT "owner_strikes_kind_check" CHECK ("owner_strikes"."kind" in ('cancel', 'report'))
);
--> statement-breakpoint
CREATE TABLE "rating_reports" (
	"rating_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_reports_rating_id_reporter_id_pk" PRIMARY KEY("rating_id","reporter_id"),
	CONSTRAINT "rating_reports_reason_length" CHECK ("rating_reports"."reason" is null or char_length("rating_reports"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"side" text NOT NULL,
	"rater_id" integer NOT NULL,
	"rated_user_id" integer NOT NULL,
	"parking_lot_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderation" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	CONSTRAINT "ratings_side_check" CHECK ("ratings"."side" in ('driver', 'owner')),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_text_length" CHECK ("ratings"."text" is null or char_length("ratings"."text") <= 500),
	CONSTRAINT "ratings_reply_length" CHECK ("ratings"."reply" is null or char_length("ratings"."reply") <= 500),
	CONSTRAINT "ratings_reply_pair" CHECK (("ratings"."reply" is null) = ("ratings"."replied_at" is null)),
	CONSTRAINT "ratings_tags_known" CHECK ("ratings"."tags" <@ array['as_described', 'easy_access', 'safe', 'well_lit']::text[]),
	CONSTRAINT "ratings_moderation_check" CHECK ("ratings"."moderation" is null or "ratings"."moderation" in ('hide', 'keep'))
);
--> statement-breakpoint
ALTER TABLE "owner_search_holds" ADD CONSTRAINT "owner_search_holds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_search_holds" ADD CONSTRAINT "owner_search_holds_restored_by_users_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_strikes" ADD CONSTRAINT "owner_strikes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_strikes" ADD CONSTRAINT "owner_strikes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_search_holds_open_unique" ON "owner_search_holds" USING btree ("owner_id") WHERE "owner_search_holds"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "owner_search_holds_owner_idx" ON "owner_search_holds" USING btree ("owner_id","removed_at");--> statement-breakpoint
CREATE INDEX "owner_strikes_owner_at_idx" ON "owner_strikes" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "rating_reports_created_idx" ON "rating_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_reservation_side_unique" ON "ratings" USING btree ("reservation_id","side");--> statement-breakpoint
CREATE INDEX "ratings_lot_visible_idx" ON "ratings" USING btree ("parking_lot_id","visible_from") WHERE "ratings"."side" = 'driver' and not "ratings"."hidden";