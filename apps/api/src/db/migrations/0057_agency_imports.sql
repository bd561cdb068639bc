-- An agency's catalogue imports: progress, counts and report lines (docs/catalogue-format.md).
CREATE TABLE "agency_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE cascade,
	"started_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"started_by_name" text,
	"source" text NOT NULL,
	"full_file" boolean NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agency_imports_source_ck" CHECK ("source" IN ('FILE', 'FEED')),
	CONSTRAINT "agency_imports_status_ck" CHECK ("status" IN ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "agency_imports_agency_idx" ON "agency_imports" ("agency_id", "created_at" DESC);
