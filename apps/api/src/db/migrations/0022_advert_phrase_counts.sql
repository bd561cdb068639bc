-- Counts of the adverts matching each kept search phrase (docs/decisions/0031-phrase-counts.md),
-- kept by the triggers and functions of db/sql/.
CREATE TABLE "advert_phrase_counts" (
	"phrase" text NOT NULL,
	"status" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"advert_type_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "advert_phrase_counts_pk" PRIMARY KEY("phrase","status","is_active","category_id","advert_type_id")
);
--> statement-breakpoint
CREATE TABLE "advert_phrases" (
	"phrase" text PRIMARY KEY NOT NULL,
	"query" "tsquery" NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
