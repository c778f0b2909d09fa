DROP INDEX "reservations_user_idx";--> statement-breakpoint
DROP INDEX "reservations_lot_time_idx";--> statement-breakpoint
CREATE INDEX "reservations_open_lot_end_idx" ON "reservations" USING btree ("parking_lot_id","end_time") WHERE "reservations"."status" in ('scheduled', 'active');--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","start_time","id");--> statement-breakpoint
CREATE INDEX "reservations_lot_time_idx" ON "reservations" USING btree ("parking_lot_id","start_time","id");