ALTER TABLE "parking_lots" ADD COLUMN "weekly_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "parking_lots" ADD CONSTRAINT "parking_lots_weekly_schedule_check" CHECK ("parking_lots"."weekly_schedule" is null or jsonb_typeof("parking_lots"."weekly_schedule") = 'array');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancel_reason_length" CHECK (char_length("reservations"."cancel_reason") <= 200);--> statement-breakpoint
-- hand-written: an owner's lot identifiers are unique per location (or among lots without one),
-- case-insensitively. Existing duplicates keep the oldest name; later ones get their id appended.
UPDATE "parking_lots" SET "identifier" = "identifier" || ' #' || "id"
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "owner_id", coalesce("location_id", 0), lower("identifier") ORDER BY "id"
    ) AS "n"
    FROM "parking_lots"
  ) AS "numbered"
  WHERE "n" > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "parking_lots_owner_place_identifier_key"
  ON "parking_lots" ("owner_id", coalesce("location_id", 0), lower("identifier"));
