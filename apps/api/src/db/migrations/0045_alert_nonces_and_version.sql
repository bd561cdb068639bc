ALTER TABLE "saved_searches" ADD COLUMN "alert_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drops_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE SEQUENCE "saved_search_filters_version";--> statement-breakpoint
SELECT setval('saved_search_filters_version', 1, true);
