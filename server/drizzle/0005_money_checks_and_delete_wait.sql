ALTER TABLE "users" ADD COLUMN "delete_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coins_not_negative" CHECK ("users"."coins" >= 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_tax_not_negative" CHECK ("bets"."tax" >= 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_status_known" CHECK ("bets"."status" in ('open', 'joined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_stock_not_negative" CHECK ("store_packages"."quantity_left" is null or "store_packages"."quantity_left" >= 0);--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_cost_not_negative" CHECK ("store_packages"."cost" >= 0);