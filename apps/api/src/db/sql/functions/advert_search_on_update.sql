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
           o.district_id, o.price_site, o.search_text)
          IS DISTINCT FROM
          (n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id, n.city_id,
           n.district_id, n.price_site, n.search_text)
  ) THEN
    RETURN NULL;
  END IF;
  EXECUTE advert_search_delta_sql(
    'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n') INTO changed;
  RETURN NULL;
END $$;
