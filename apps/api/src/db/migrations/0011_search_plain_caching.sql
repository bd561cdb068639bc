-- Search answers are now cached for a stated number of seconds (features/search), not per
-- version: the version counter, its bumps, the change log and its functions go. The count tables
-- and their triggers stay (exact totals without counting rows, db/sql/).
DROP TRIGGER IF EXISTS categories_search_bump ON categories;--> statement-breakpoint
DROP TRIGGER IF EXISTS cities_search_bump ON cities;--> statement-breakpoint
DROP TRIGGER IF EXISTS advert_types_search_bump ON advert_types;--> statement-breakpoint
DROP TRIGGER IF EXISTS countries_search_bump ON countries;--> statement-breakpoint
DROP TRIGGER IF EXISTS districts_search_bump ON districts;--> statement-breakpoint
DROP TRIGGER IF EXISTS images_search_bump ON images;--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_bump();--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_log_sql(text, text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_state_sql(text);--> statement-breakpoint
DROP TABLE "advert_search_changes" CASCADE;--> statement-breakpoint
DROP TABLE "advert_search_version" CASCADE;
