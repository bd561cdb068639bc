-- A log of search state changes per advert_search_version, written by the search triggers;
-- 0011 dropped it with its functions.
CREATE TABLE "advert_search_changes" (
	"version" bigint NOT NULL,
	"advert_id" integer NOT NULL,
	"old_state" jsonb,
	"new_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advert_search_changes_version_idx" ON "advert_search_changes" USING btree ("version");