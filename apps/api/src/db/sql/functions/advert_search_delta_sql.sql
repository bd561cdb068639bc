-- Exact search totals without counting adverts row by row
-- (docs/decisions/0011-search-performance.md): the adverts' triggers keep advert_counts and
-- advert_term_counts equal to what count(*) would say.
-- The statement that adds the rows of `delta_sql` (columns: s = +1 or -1, then the adverts
-- columns) to the count tables and answers how many count rows it wrote. Rows are written in key
-- order, so concurrent writers lock them in the same order. Trigger functions EXECUTE it
-- themselves: transition tables are visible only to the trigger's own function.
-- Price buckets count the price in the site currency (price_site).
-- Word prefixes are counted for adverts public by their own columns; the category's switch is
-- applied where the counts are read.
CREATE OR REPLACE FUNCTION advert_search_delta_sql(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH delta AS MATERIALIZED (
      SELECT s, status, is_active, category_id, advert_type_id, country_id, city_id,
             district_id, price_site, search_vector
      FROM (%s) x
    ),
    places AS (
      SELECT d.s, d.status, d.is_active, d.category_id, d.advert_type_id, b.bucket,
             l.level, l.place_id, l.country_id, l.city_id, l.district_id
      FROM delta d
      CROSS JOIN LATERAL (VALUES (0::smallint, 0, 0, 0, 0),
                                 (1::smallint, d.country_id, d.country_id, 0, 0),
                                 (2::smallint, d.city_id, d.country_id, d.city_id, 0),
                                 (3::smallint, d.district_id, d.country_id, d.city_id, d.district_id))
        AS l(level, place_id, country_id, city_id, district_id)
      CROSS JOIN LATERAL (VALUES (-1), (advert_price_bucket(d.price_site))) AS b(bucket)
    ),
    counts AS (
      INSERT INTO advert_counts AS t (level, place_id, status, is_active, bucket, category_id,
        advert_type_id, country_id, city_id, district_id, n)
      SELECT level, place_id, status, is_active, bucket, category_id, advert_type_id,
             country_id, city_id, district_id, sum(s)
      FROM places
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      HAVING sum(s) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      ON CONFLICT ON CONSTRAINT advert_counts_pk DO UPDATE SET n = t.n + excluded.n
      RETURNING 1
    ),
    terms AS (
      INSERT INTO advert_term_counts AS t (term, category_id, advert_type_id, n)
      SELECT w.term, d.category_id, d.advert_type_id, sum(d.s)
      FROM delta d
      CROSS JOIN LATERAL (
        SELECT DISTINCT left(x.lexeme, l) AS term
        FROM unnest(d.search_vector) x, generate_series(1, least(length(x.lexeme), 20)) l
      ) w
      WHERE advert_is_public(d.status, d.is_active, true)
      GROUP BY 1, 2, 3
      HAVING sum(d.s) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT advert_term_counts_pk DO UPDATE SET n = t.n + excluded.n
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM counts)::integer + (SELECT count(*) FROM terms)::integer
  $q$, delta_sql)
$$;
