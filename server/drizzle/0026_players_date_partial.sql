DROP INDEX "users_date_created_idx";--> statement-breakpoint
CREATE INDEX "users_date_created_idx" ON "users" USING btree ("date_created","id") WHERE "users"."deleted_at" is null;