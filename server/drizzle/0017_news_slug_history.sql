CREATE TABLE "news_slug_history" (
	"slug" varchar(96) PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_slug_history" ADD CONSTRAINT "news_slug_history_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;