CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" varchar(32) NOT NULL,
	"actor_ip" varchar(64),
	"action" varchar(64) NOT NULL,
	"target_user_id" integer,
	"target" varchar(64),
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
DROP INDEX "coin_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_target_user_idx" ON "staff_audit" USING btree ("target_user_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_action_idx" ON "staff_audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_date_created_idx" ON "users" USING btree ("date_created","id");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","id");--> statement-breakpoint
-- Staff from before the levels existed keep every power they had.
UPDATE "users" SET "staff_role" = 'administrator' WHERE "role" = 'staff';
--> statement-breakpoint
-- The staff record is append-only for the site: rows may be added, never changed or removed.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
