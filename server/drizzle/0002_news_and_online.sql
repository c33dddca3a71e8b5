CREATE TABLE "game_servers" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"date_reported" timestamp with time zone DEFAULT now() NOT NULL,
	"online" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(96) NOT NULL,
	"title" varchar(140) NOT NULL,
	"body" text NOT NULL,
	"cover" varchar(255),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"date_published" timestamp with time zone,
	CONSTRAINT "news_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_posts_status_check" CHECK ("news_posts"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_listing_idx" ON "news_posts" USING btree ("status","pinned","date_published");