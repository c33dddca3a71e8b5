CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"file" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "effects" (
	"id" serial PRIMARY KEY NOT NULL,
	"damage_increase" real DEFAULT 0 NOT NULL,
	"damage_reduction" real DEFAULT 0 NOT NULL,
	"experience" real DEFAULT 0 NOT NULL,
	"coins" real DEFAULT 0 NOT NULL,
	"class_point" real DEFAULT 0 NOT NULL,
	"reputation" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enhancements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"icon" varchar(128) NOT NULL,
	"rarity_id" integer NOT NULL,
	"effect_id" integer,
	"level" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"color" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_custom" varchar(64),
	"equip_spot" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"icon" varchar(128) NOT NULL,
	"type_item_id" integer NOT NULL,
	"rarity_id" integer NOT NULL,
	"effect_id" integer,
	"in_game" integer DEFAULT 0 NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"is_upgrade_only" boolean DEFAULT false NOT NULL,
	"is_staff_only" boolean DEFAULT false NOT NULL,
	"is_not_trade" boolean DEFAULT false NOT NULL,
	"class_rank" integer DEFAULT 0 NOT NULL,
	"is_wheel" boolean DEFAULT false NOT NULL,
	"is_lucky" boolean DEFAULT false NOT NULL,
	"is_upgrade" boolean DEFAULT false NOT NULL,
	"is_passive" boolean DEFAULT false NOT NULL,
	"is_skill" boolean DEFAULT false NOT NULL,
	"is_sellable" boolean DEFAULT true NOT NULL,
	"is_tradeable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"required_level" integer DEFAULT 0 NOT NULL,
	"required_guild_level" integer DEFAULT 0 NOT NULL,
	"is_upgrade_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monster_drops" (
	"monster_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"chance" real NOT NULL,
	CONSTRAINT "monster_drops_monster_id_item_id_pk" PRIMARY KEY("monster_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "monsters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"race_id" integer NOT NULL,
	"element_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"map_id" integer,
	"level" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"energy_cost" integer DEFAULT 0 NOT NULL,
	"kd" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npcs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"title" varchar(128),
	"level" integer DEFAULT 1 NOT NULL,
	"category" varchar(64) NOT NULL,
	"color_name" varchar(7) DEFAULT '#ffffff' NOT NULL,
	"map_id" integer
);
--> statement-breakpoint
CREATE TABLE "quest_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_rewards" (
	"quest_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quest_rewards_quest_id_item_id_pk" PRIMARY KEY("quest_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"class_points" integer DEFAULT 0 NOT NULL,
	"energy_cost" integer DEFAULT 0 NOT NULL,
	"chain_id" integer,
	"npc_id" integer
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rarities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"color" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"date_expiry" timestamp with time zone NOT NULL,
	CONSTRAINT "redeem_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"shop_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_items_shop_id_item_id_pk" PRIMARY KEY("shop_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"npc_id" integer
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"name_html" text NOT NULL,
	"rarity_id" integer NOT NULL,
	"effect_id" integer
);
--> statement-breakpoint
CREATE TABLE "wheel_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"chance" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"bot_file" varchar(128) NOT NULL,
	"user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friends" (
	"user_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friends_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_bank" boolean DEFAULT false NOT NULL,
	"is_equipped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"seller_id" integer,
	"buyer_id" integer,
	"enhancement_id" integer,
	"coins" integer NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_vending" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"item_date" timestamp with time zone DEFAULT now() NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identify" varchar(32) NOT NULL,
	"header" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "user_titles" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_titles_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"email" varchar(254),
	"password_hash" text,
	"role" varchar(16) DEFAULT 'player' NOT NULL,
	"color_name" varchar(7) DEFAULT '#ffffff' NOT NULL,
	"current_server" varchar(32) DEFAULT 'Offline' NOT NULL,
	"country_code" varchar(2) DEFAULT 'XX' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"level_max" integer DEFAULT 100 NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL,
	"kd" real DEFAULT 0 NOT NULL,
	"kd_daily" real DEFAULT 0 NOT NULL,
	"world_boss_mvp_count" integer DEFAULT 0 NOT NULL,
	"world_boss_damage_total" bigint DEFAULT 0 NOT NULL,
	"rebirth_count" integer DEFAULT 0 NOT NULL,
	"rebirth_monthly_count" integer DEFAULT 0 NOT NULL,
	"class_points" integer DEFAULT 0 NOT NULL,
	"experience" bigint DEFAULT 0 NOT NULL,
	"profile_version" integer DEFAULT 1 NOT NULL,
	"provider_id" varchar(128),
	"provider_name" varchar(32),
	"provider_picture_url" text,
	"map_id" integer,
	"title_id" integer,
	"vip_until" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guild_alliances" (
	"guild_id" integer NOT NULL,
	"ally_guild_id" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guild_alliances_guild_id_ally_guild_id_pk" PRIMARY KEY("guild_id","ally_guild_id")
);
--> statement-breakpoint
CREATE TABLE "guild_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"guild_id" integer NOT NULL,
	"user_id" integer,
	"details" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_members" (
	"guild_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rank_name" varchar(32) NOT NULL,
	"rank_order" integer DEFAULT 0 NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guild_members_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id"),
	CONSTRAINT "guild_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "guilds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"color" varchar(7) DEFAULT '#ffffff' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"profile_version" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"map_id" integer,
	"rw" real DEFAULT 0 NOT NULL,
	"wl" real DEFAULT 0 NOT NULL,
	"kd" real DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guilds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"coins" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer,
	"side" boolean,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_joined" timestamp with time zone,
	CONSTRAINT "bets_coins_positive" CHECK ("bets"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account" varchar(16) NOT NULL,
	"delta" bigint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"ref_id" integer,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"buyer_id" integer,
	"recipient_id" integer,
	"cost" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_package_items" (
	"package_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "store_package_items_package_id_item_id_pk" PRIMARY KEY("package_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "store_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"file" varchar(128) NOT NULL,
	"type" integer NOT NULL,
	"rarity_id" integer NOT NULL,
	"cost" bigint NOT NULL,
	"currency" varchar(8) DEFAULT 'Coins' NOT NULL,
	"quantity_left" integer,
	"coins" bigint DEFAULT 0 NOT NULL,
	"vip" integer DEFAULT 0 NOT NULL,
	"badge_id" integer,
	"title_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"message" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"provider" varchar(32) NOT NULL,
	"provider_user_id" varchar(128) NOT NULL,
	"user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_accounts_provider_provider_user_id_pk" PRIMARY KEY("provider","provider_user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_chunks" (
	"category" varchar(24) NOT NULL,
	"generation" integer NOT NULL,
	"chunk" integer NOT NULL,
	"first_key" numeric[] NOT NULL,
	"entity_ids" integer[] NOT NULL,
	CONSTRAINT "ranking_chunks_category_generation_chunk_pk" PRIMARY KEY("category","generation","chunk")
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"category" varchar(24) PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"total" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enhancements" ADD CONSTRAINT "enhancements_rarity_id_rarities_id_fk" FOREIGN KEY ("rarity_id") REFERENCES "public"."rarities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancements" ADD CONSTRAINT "enhancements_effect_id_effects_id_fk" FOREIGN KEY ("effect_id") REFERENCES "public"."effects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_type_item_id_item_types_id_fk" FOREIGN KEY ("type_item_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_rarity_id_rarities_id_fk" FOREIGN KEY ("rarity_id") REFERENCES "public"."rarities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_effect_id_effects_id_fk" FOREIGN KEY ("effect_id") REFERENCES "public"."effects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monster_drops" ADD CONSTRAINT "monster_drops_monster_id_monsters_id_fk" FOREIGN KEY ("monster_id") REFERENCES "public"."monsters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monster_drops" ADD CONSTRAINT "monster_drops_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monsters" ADD CONSTRAINT "monsters_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monsters" ADD CONSTRAINT "monsters_element_id_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monsters" ADD CONSTRAINT "monsters_category_id_entity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."entity_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monsters" ADD CONSTRAINT "monsters_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npcs" ADD CONSTRAINT "npcs_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_rewards" ADD CONSTRAINT "quest_rewards_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_rewards" ADD CONSTRAINT "quest_rewards_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_chain_id_quest_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."quest_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_npc_id_npcs_id_fk" FOREIGN KEY ("npc_id") REFERENCES "public"."npcs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_npc_id_npcs_id_fk" FOREIGN KEY ("npc_id") REFERENCES "public"."npcs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_rarity_id_rarities_id_fk" FOREIGN KEY ("rarity_id") REFERENCES "public"."rarities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_effect_id_effects_id_fk" FOREIGN KEY ("effect_id") REFERENCES "public"."effects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_entries" ADD CONSTRAINT "wheel_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friends" ADD CONSTRAINT "friends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friends" ADD CONSTRAINT "friends_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline" ADD CONSTRAINT "timeline_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_titles" ADD CONSTRAINT "user_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_titles" ADD CONSTRAINT "user_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_alliances" ADD CONSTRAINT "guild_alliances_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_alliances" ADD CONSTRAINT "guild_alliances_ally_guild_id_guilds_id_fk" FOREIGN KEY ("ally_guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_logs" ADD CONSTRAINT "guild_logs_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_logs" ADD CONSTRAINT "guild_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guilds" ADD CONSTRAINT "guilds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guilds" ADD CONSTRAINT "guilds_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_package_id_store_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."store_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_package_items" ADD CONSTRAINT "store_package_items_package_id_store_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."store_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_package_items" ADD CONSTRAINT "store_package_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_rarity_id_rarities_id_fk" FOREIGN KEY ("rarity_id") REFERENCES "public"."rarities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_packages" ADD CONSTRAINT "store_packages_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_name_idx" ON "items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "items_rarity_idx" ON "items" USING btree ("rarity_id");--> statement-breakpoint
CREATE INDEX "monster_drops_item_idx" ON "monster_drops" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "monsters_kd_idx" ON "monsters" USING btree ("kd");--> statement-breakpoint
CREATE INDEX "quest_rewards_item_idx" ON "quest_rewards" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "shop_items_item_idx" ON "shop_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inventory_user_idx" ON "inventory" USING btree ("user_id","is_bank");--> statement-breakpoint
CREATE INDEX "market_item_idx" ON "market_listings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "market_date_idx" ON "market_listings" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "timeline_user_date_idx" ON "timeline" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guild_logs_guild_date_idx" ON "guild_logs" USING btree ("guild_id","date");--> statement-breakpoint
CREATE INDEX "guilds_name_trgm_idx" ON "guilds" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bets_status_idx" ON "bets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_ref_idx" ON "coin_ledger" USING btree ("reason","ref_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ranking_chunks_key_idx" ON "ranking_chunks" USING btree ("category","generation","first_key");