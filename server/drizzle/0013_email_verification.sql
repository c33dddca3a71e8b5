CREATE TABLE "email_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"email" varchar(254) NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "privacy_settings" DROP CONSTRAINT "privacy_settings_levels";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "history" varchar(8) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_levels" CHECK ("privacy_settings"."inventory" in ('public','friends','private') and "privacy_settings"."bank" in ('public','friends','private') and "privacy_settings"."friends" in ('public','friends','private') and "privacy_settings"."timeline" in ('public','friends','private') and "privacy_settings"."history" in ('public','friends','private'));--> statement-breakpoint
-- Accounts registered before verification existed were never sent a link: they count as verified, so
-- their password recovery keeps working (the address is the one they have used all along).
UPDATE "users" SET "email_verified_at" = "date_created" WHERE "email" IS NOT NULL AND "deleted_at" IS NULL;
