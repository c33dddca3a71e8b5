CREATE TABLE "guild_history" (
	"guild_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"kd" real NOT NULL,
	"wl" real NOT NULL,
	"rw" real NOT NULL,
	"rank_global" integer,
	"rank_war" integer,
	"rank_raid" integer,
	CONSTRAINT "guild_history_guild_id_day_pk" PRIMARY KEY("guild_id","day")
);
--> statement-breakpoint
CREATE TABLE "history_days" (
	"day" date PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"players" integer NOT NULL,
	"changed_players" integer NOT NULL,
	"guilds" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_history" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"experience" bigint NOT NULL,
	"kd" real NOT NULL,
	"world_boss_damage_total" bigint NOT NULL,
	"world_boss_mvp_count" integer NOT NULL,
	"rebirth_count" integer NOT NULL,
	"coins" bigint NOT NULL,
	"gain_experience" bigint DEFAULT 0 NOT NULL,
	"gain_kd" real DEFAULT 0 NOT NULL,
	"gain_boss_damage" bigint DEFAULT 0 NOT NULL,
	"gain_rebirths" integer DEFAULT 0 NOT NULL,
	"rank_global" integer,
	"rank_boss" integer,
	"rank_pvp" integer,
	"rank_rebirth" integer,
	CONSTRAINT "player_history_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE INDEX "player_history_day_idx" ON "player_history" USING btree ("day");