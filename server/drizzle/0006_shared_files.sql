CREATE TABLE "shared_files" (
	"area" varchar(16) NOT NULL,
	"path" varchar(600) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_files_area_path_pk" PRIMARY KEY("area","path")
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
