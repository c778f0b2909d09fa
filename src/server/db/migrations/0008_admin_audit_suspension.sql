CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "automobiles_registration_trgm_idx" ON "automobiles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "automobiles_make_trgm_idx" ON "automobiles" USING gin ("make" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parking_lots_identifier_trgm_idx" ON "parking_lots" USING gin ("identifier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parking_lots_zone_trgm_idx" ON "parking_lots" USING gin ("zone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_start_idx" ON "reservations" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "reservations_registration_trgm_idx" ON "reservations" USING gin ("automobile_registration" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_idx" ON "users" USING btree ("id") WHERE "users"."is_admin";