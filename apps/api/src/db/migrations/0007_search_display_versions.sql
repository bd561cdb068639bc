-- Visitors' list pages, suggestions and home summaries are kept as finished JSON per
-- advert_search_version (features/adverts/visitor-response-cache.ts), so the version must also
-- move when anything those bodies show changes, not only the counts: the slug, the title (a
-- change of case keeps the same words), the text, the address, a price within the same count
-- bucket, the moderation reason, the owner, and the pictures. Only the view, favourite and tour
-- counters still change without a bump (the cache bounds their age instead).
CREATE OR REPLACE FUNCTION advert_search_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
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
  UPDATE advert_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER images_search_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_bump();
