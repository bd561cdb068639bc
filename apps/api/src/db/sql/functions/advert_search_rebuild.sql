-- Recomputes the count tables and the kept phrases' counts from the adverts themselves: after
-- bulk loads that bypass triggers, and for anyone who doubts them.
CREATE OR REPLACE FUNCTION advert_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE adverts IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, a.* FROM adverts a');
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM advert_phrase_counts;
  INSERT INTO advert_phrase_counts (phrase, status, is_active, category_id, advert_type_id, n)
  SELECT p.phrase, a.status, a.is_active, a.category_id, a.advert_type_id, count(*)
  FROM advert_phrases p
  CROSS JOIN LATERAL (SELECT * FROM adverts x WHERE x.search_vector @@ p.query) a
  GROUP BY 1, 2, 3, 4, 5;
END $$;
