ALTER TABLE "purchases" ADD COLUMN "rewards" jsonb;--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_packages" ADD COLUMN "giftable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_status_known" CHECK ("store_packages"."status" in ('draft', 'published', 'retired'));