-- The statement that adds the rows of `delta_sql` (s = +1 or -1, then the adverts columns) to
-- the counts of every kept phrase they match, in key order (concurrent writers lock count rows
-- in the same order). Trigger functions EXECUTE it: only they see their transition tables.
CREATE OR REPLACE FUNCTION advert_phrase_delta_sql(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO advert_phrase_counts AS t (phrase, status, is_active, category_id, advert_type_id, n)
    SELECT p.phrase, d.status, d.is_active, d.category_id, d.advert_type_id, sum(d.s)
    FROM (%s) d JOIN advert_phrases p ON d.search_vector @@ p.query
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.s) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT advert_phrase_counts_pk DO UPDATE SET n = t.n + excluded.n
  $q$, delta_sql)
$$;
