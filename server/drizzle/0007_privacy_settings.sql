CREATE TABLE "privacy_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"inventory" varchar(8) DEFAULT 'public' NOT NULL,
	"bank" varchar(8) DEFAULT 'public' NOT NULL,
	"friends" varchar(8) DEFAULT 'public' NOT NULL,
	"timeline" varchar(8) DEFAULT 'public' NOT NULL,
	"hide_from_rankings" boolean DEFAULT false NOT NULL,
	"hide_from_online" boolean DEFAULT false NOT NULL,
	"hide_from_search" boolean DEFAULT false NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_levels" CHECK ("privacy_settings"."inventory" in ('public','friends','private') and "privacy_settings"."bank" in ('public','friends','private') and "privacy_settings"."friends" in ('public','friends','private') and "privacy_settings"."timeline" in ('public','friends','private'))
);
--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;