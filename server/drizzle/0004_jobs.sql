CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_done" timestamp with time zone,
	"date_failed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_jobs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" jsonb,
	"date_last_run" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."date_done" is null and "jobs"."date_failed" is null;