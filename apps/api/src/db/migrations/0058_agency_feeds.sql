-- An agency's catalogue feed, imported daily with conditional requests (docs/catalogue-format.md).
ALTER TABLE "agencies" ADD COLUMN "feed_url" text;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "feed_etag" text;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "feed_last_modified" text;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "feed_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "feed_failure" text;
