CREATE TABLE "player_gains" (
	"period" text NOT NULL,
	"figure" text NOT NULL,
	"staff" boolean NOT NULL,
	"pos" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gain" double precision NOT NULL,
	"vip_pos" integer,
	CONSTRAINT "player_gains_period_figure_staff_pos_pk" PRIMARY KEY("period","figure","staff","pos")
);
--> statement-breakpoint
CREATE TABLE "player_gains_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"rows" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "player_gains_user_idx" ON "player_gains" USING btree ("period","figure","user_id");--> statement-breakpoint
CREATE INDEX "player_gains_vip_idx" ON "player_gains" USING btree ("period","figure","vip_pos") WHERE "player_gains"."vip_pos" is not null;