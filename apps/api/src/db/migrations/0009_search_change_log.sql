CREATE TABLE "advert_search_changes" (
	"version" bigint NOT NULL,
	"advert_id" integer NOT NULL,
	"old_state" jsonb,
	"new_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advert_search_changes_version_idx" ON "advert_search_changes" USING btree ("version");--> statement-breakpoint
-- SQL for the search state of the adverts row aliased `a`, as the API's forwarding logic reads it
-- (features/adverts/search-changes.ts): what filters, words and sort keys a search can test.
-- Text, not a function of the row: the triggers apply it to their transition tables, which only
-- the trigger's own function can see.
CREATE FUNCTION advert_search_state_sql(a text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$jsonb_build_object(
    's', %1$s.status, 'a', %1$s.is_active,
    'ca', coalesce((SELECT c.is_active FROM categories c WHERE c.id = %1$s.category_id), false),
    'c', %1$s.category_id, 't', %1$s.advert_type_id,
    'co', %1$s.country_id, 'ci', %1$s.city_id, 'd', %1$s.district_id,
    'p', %1$s.price::text, 'ti', %1$s.title, 'cr', %1$s.created_at,
    'w', tsvector_to_array(%1$s.search_vector))$f$, a)
$$;
--> statement-breakpoint
-- The INSERT that logs the rows of `from_sql` (giving o and n, either may be NULL-joined) under
-- version $1.
CREATE FUNCTION advert_search_log_sql(id_sql text, old_sql text, new_sql text, from_sql text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'INSERT INTO advert_search_changes (version, advert_id, old_state, new_state)
     SELECT $1, %s, %s, %s FROM %s', id_sql, old_sql, new_sql, from_sql)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION advert_search_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  v bigint;
BEGIN
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, n.* FROM new_rows n') INTO changed;
  IF changed > 0 THEN
    UPDATE advert_search_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    EXECUTE advert_search_log_sql('n.id', 'NULL::jsonb', advert_search_state_sql('n'), 'new_rows n')
      USING v;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION advert_search_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  v bigint;
BEGIN
  EXECUTE advert_search_delta_sql('SELECT -1 AS s, o.* FROM old_rows o') INTO changed;
  IF changed > 0 THEN
    UPDATE advert_search_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    EXECUTE advert_search_log_sql('o.id', advert_search_state_sql('o'), 'NULL::jsonb', 'old_rows o')
      USING v;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0007, with the rows of the statement logged.
CREATE OR REPLACE FUNCTION advert_search_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  v bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.country_id, o.city_id,
           o.district_id, o.price, o.search_text, o.title, o.slug, o.description, o.location,
           o.status_reason, o.created_at, o.user_id)
          IS DISTINCT FROM
          (n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id, n.city_id,
           n.district_id, n.price, n.search_text, n.title, n.slug, n.description, n.location,
           n.status_reason, n.created_at, n.user_id)
  ) THEN
    RETURN NULL;
  END IF;
  -- The count tables only when a counted column changed (that costs ~200 prefix rows).
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.country_id, o.city_id,
           o.district_id, o.price, o.search_text)
          IS DISTINCT FROM
          (n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id, n.city_id,
           n.district_id, n.price, n.search_text)
  ) THEN
    EXECUTE advert_search_delta_sql(
      'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n') INTO changed;
  END IF;
  UPDATE advert_search_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  EXECUTE advert_search_log_sql('n.id', advert_search_state_sql('o'), advert_search_state_sql('n'),
    'old_rows o JOIN new_rows n ON n.id = o.id') USING v;
  RETURN NULL;
END $$;
