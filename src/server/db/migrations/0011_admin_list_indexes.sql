DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "reservations_start_idx";--> statement-breakpoint
CREATE INDEX "automobiles_registration_id_idx" ON "automobiles" USING btree ("registration_number","id");--> statement-breakpoint
CREATE INDEX "parking_lots_identifier_id_idx" ON "parking_lots" USING btree ("identifier","id");--> statement-breakpoint
CREATE INDEX "reservations_status_start_idx" ON "reservations" USING btree ("status","start_time","id");--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("name","id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_start_idx" ON "reservations" USING btree ("start_time","id");