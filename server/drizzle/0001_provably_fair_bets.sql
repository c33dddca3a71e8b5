ALTER TABLE "bets" ADD COLUMN "server_seed" varchar(64);--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "server_seed_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "client_seed" varchar(64);--> statement-breakpoint
-- Bets still open when flips became provable get a commitment now (gen_random_uuid is a
-- cryptographic RNG; two of them give 244 random bits). Finished bets stay without a proof.
UPDATE "bets" SET "server_seed" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "status" = 'open';--> statement-breakpoint
UPDATE "bets" SET "server_seed_hash" = encode(sha256(convert_to("server_seed", 'UTF8')), 'hex') WHERE "server_seed" IS NOT NULL;
