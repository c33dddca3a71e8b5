CREATE TABLE "game_data_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"entry_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" varchar(32) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reverted_to" integer
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maps" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monsters" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "npcs" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_data_revisions_entry_idx" ON "game_data_revisions" USING btree ("kind","entry_id","revision");