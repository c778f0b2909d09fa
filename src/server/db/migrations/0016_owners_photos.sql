CREATE TABLE "lot_photos" (
	"id" integer PRIMARY KEY NOT NULL,
	"parking_lot_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_photos_id_positive" CHECK ("lot_photos"."id" > 0)
);
--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "access_instructions" text;--> statement-breakpoint
ALTER TABLE "lot_photos" ADD CONSTRAINT "lot_photos_parking_lot_id_parking_lots_id_fk" FOREIGN KEY ("parking_lot_id") REFERENCES "public"."parking_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_photos_lot_position_idx" ON "lot_photos" USING btree ("parking_lot_id","position");--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_access_instructions_length" CHECK ("parking_lots"."access_instructions" is null or char_length("parking_lots"."access_instructions") <= 1000);