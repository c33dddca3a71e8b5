ALTER TABLE "users" ADD COLUMN "staff_role" varchar(16);--> statement-breakpoint
-- Staff from before the levels existed keep every power they had.
UPDATE "users" SET "staff_role" = 'administrator' WHERE "role" = 'staff';
