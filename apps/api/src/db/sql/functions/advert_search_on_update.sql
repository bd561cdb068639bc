-- Most updates (view, favourite and tour counters) change nothing that is counted: a cheap check
-- on the transition tables (raw columns, no bucket function on that hot path) skips them. Only
-- the rows that changed what is counted reach the delta (a price counts by its bucket: a rate
-- change moves only the prices that cross a bucket's edge), and a row whose words and public
-- scope stayed brings no words: they would add and take away the same prefixes
-- (docs/product.md#exchange-rates).
-- Hash joins, no JIT: the transition tables have no statistics, a nested loop over two of them grows
-- with the square of the rows a batch writes, and their guessed sizes would make JIT compile.
CREATE OR REPLACE FUNCTION advert_search_on_update() RETURNS trigger
LANGUAGE plpgsql SET enable_nestloop = off SET jit = off AS $$
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
  EXECUTE advert_search_delta_sql($d$
    WITH pairs AS MATERIALIZED (
      SELECT o.id,
             (o.status, o.is_active, o.category_id, o.advert_type_id, o.search_vector)
               IS NOT DISTINCT FROM
             (n.status, n.is_active, n.category_id, n.advert_type_id, n.search_vector) AS same_words
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.country_id, o.city_id,
             o.district_id, advert_price_bucket(o.price_site), o.search_text)
            IS DISTINCT FROM
            (n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id, n.city_id,
             n.district_id, advert_price_bucket(n.price_site), n.search_text)
    )
    SELECT -1 AS s, o.status, o.is_active, o.category_id, o.advert_type_id, o.country_id,
           o.city_id, o.district_id, o.price_site,
           CASE WHEN p.same_words THEN NULL ELSE o.search_vector END AS search_vector
    FROM pairs p JOIN old_rows o ON o.id = p.id
    UNION ALL
    SELECT 1, n.status, n.is_active, n.category_id, n.advert_type_id, n.country_id,
           n.city_id, n.district_id, n.price_site,
           CASE WHEN p.same_words THEN NULL ELSE n.search_vector END
    FROM pairs p JOIN new_rows n ON n.id = p.id
  $d$) INTO changed;
  RETURN NULL;
END $$;
