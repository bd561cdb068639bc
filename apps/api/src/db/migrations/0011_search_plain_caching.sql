-- Search answers are now cached for a stated number of seconds (features/search), not per
-- version: the version counter, its bumps, the change log and its functions go. The count tables
-- and their triggers stay (exact totals without counting rows), as in 0003.
DROP TRIGGER IF EXISTS categories_search_bump ON categories;--> statement-breakpoint
DROP TRIGGER IF EXISTS cities_search_bump ON cities;--> statement-breakpoint
DROP TRIGGER IF EXISTS advert_types_search_bump ON advert_types;--> statement-breakpoint
DROP TRIGGER IF EXISTS countries_search_bump ON countries;--> statement-breakpoint
DROP TRIGGER IF EXISTS districts_search_bump ON districts;--> statement-breakpoint
DROP TRIGGER IF EXISTS images_search_bump ON images;--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_bump();--> statement-breakpoint
CREATE OR REPLACE FUNCTION advert_search_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, n.* FROM new_rows n') INTO changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION advert_search_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  EXECUTE advert_search_delta_sql('SELECT -1 AS s, o.* FROM old_rows o') INTO changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (view, favourite and tour counters) change nothing that is counted: a cheap check
-- on the transition tables skips them.
CREATE OR REPLACE FUNCTION advert_search_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.country_id, o.city_id,
           o.district_id, o.price, o.search_text)
          IS DISTINCT FROM
          (n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id, n.city_id,
           n.district_id, n.price, n.search_text)
  ) THEN
    RETURN NULL;
  END IF;
  EXECUTE advert_search_delta_sql(
    'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n') INTO changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION advert_search_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recomputes both count tables from the adverts themselves: after bulk loads that bypass
-- triggers, and for anyone who doubts them.
CREATE OR REPLACE FUNCTION advert_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE adverts IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, a.* FROM adverts a');
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_log_sql(text, text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS advert_search_state_sql(text);--> statement-breakpoint
DROP TABLE "advert_search_changes" CASCADE;--> statement-breakpoint
DROP TABLE "advert_search_version" CASCADE;
