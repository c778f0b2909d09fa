ALTER TABLE "automobiles" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "automobiles" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "ev_connector" text;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "ev_kw" double precision;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "accessible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "covered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "gated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "lit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "max_height_cm" integer;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD COLUMN "max_length_cm" integer;--> statement-breakpoint
ALTER TABLE "automobiles" ADD CONSTRAINT "automobiles_height_range" CHECK ("automobiles"."height_cm" is null or "automobiles"."height_cm" between 100 and 500);--> statement-breakpoint
ALTER TABLE "automobiles" ADD CONSTRAINT "automobiles_length_range" CHECK ("automobiles"."length_cm" is null or "automobiles"."length_cm" between 200 and 2500);--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_ev_check" CHECK (("parking_lots"."ev_connector" is null and "parking_lots"."ev_kw" is null) or ("parking_lots"."ev_connector" in ('type2', 'ccs', 'chademo', 'schuko') and "parking_lots"."ev_kw" between 1 and 400));--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_max_height_range" CHECK ("parking_lots"."max_height_cm" is null or "parking_lots"."max_height_cm" between 100 and 1000);--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_max_length_range" CHECK ("parking_lots"."max_length_cm" is null or "parking_lots"."max_length_cm" between 200 and 3000);