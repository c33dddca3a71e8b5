CREATE INDEX "users_level_idx" ON "users" USING btree ("level" DESC NULLS LAST,"id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "guilds_level_idx" ON "guilds" USING btree ("level" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "guilds_name_prefix_idx" ON "guilds" USING btree (lower("name") text_pattern_ops);