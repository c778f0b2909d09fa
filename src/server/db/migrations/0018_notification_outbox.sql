-- Existing notifications count as published (at this migration's time): a default that is not volatile is kept in the catalog, not written into every row, so this is instant on a large table. New rows start unpublished (no default).
ALTER TABLE "notifications" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "notifications_unpublished_idx" ON "notifications" USING btree ("id") WHERE "notifications"."published_at" is null;
