-- Exact search totals without counting adverts row by row (docs/decisions/0011-search-performance.md).
-- Triggers keep advert_counts and advert_term_counts equal to what count(*) would say. They and
-- their functions are in db/sql/, applied in this same transaction after the last migration.
-- The three functions below are created here for the count of the rows that exist now, at the
-- end of this file (the rebuild's lock keeps writers out until the triggers are in place); the
-- definitions in force are db/sql's.

-- Price buckets: the boundaries are 0 and every two-significant-digit number (1, 1.1, … 9.9,
-- 10, 11, … 99, 100, 110, …), so the round bounds people type fall on a boundary. An even
-- bucket holds exactly one boundary price, an odd one the prices strictly between two.
CREATE FUNCTION advert_price_bucket(p numeric) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  k integer;
  s numeric;
  m integer;
BEGIN
  IF p <= 0 THEN RETURN 0; END IF;
  IF p < 1 THEN RETURN 1; END IF;
  k := length(trunc(p)::text) - 1;
  s := power(10::numeric, k - 1);
  m := trunc(p / s);
  RETURN 2 * (2 + 90 * k + (m - 10)) + CASE WHEN p = m * s THEN 0 ELSE 1 END;
END $$;
--> statement-breakpoint
-- The statement that adds the rows of `delta_sql` (columns: s = +1 or -1, then the adverts
-- columns) to the count tables and answers how many count rows it wrote. Rows are written in key
-- order, so concurrent writers lock them in the same order. Trigger functions EXECUTE it
-- themselves: transition tables are visible only to the trigger's own function.
CREATE FUNCTION advert_search_delta_sql(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH delta AS MATERIALIZED (
      SELECT s, status, is_active, category_id, advert_type_id, country_id, city_id,
             district_id, price, search_vector
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
      CROSS JOIN LATERAL (VALUES (-1), (advert_price_bucket(d.price))) AS b(bucket)
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
      WHERE d.status = 1 AND d.is_active
      GROUP BY 1, 2, 3
      HAVING sum(d.s) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT advert_term_counts_pk DO UPDATE SET n = t.n + excluded.n
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM counts)::integer + (SELECT count(*) FROM terms)::integer
  $q$, delta_sql)
$$;
--> statement-breakpoint
-- Recomputes both count tables from the adverts themselves: used below for the rows that exist
-- now, after bulk loads that bypass triggers, and by anyone who doubts them.
CREATE FUNCTION advert_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE adverts IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, a.* FROM adverts a');
  UPDATE advert_search_version SET version = version + 1 WHERE id = 1;
END $$;
--> statement-breakpoint
INSERT INTO advert_search_version (id, version) VALUES (1, 1);
--> statement-breakpoint
SELECT advert_search_rebuild();
