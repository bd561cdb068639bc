-- Keeps a phrase: counts its adverts once, under a lock no writer's trigger passes, so the count
-- and the triggers' later additions meet exactly. Beyond `keep` phrases the least recently used
-- are forgotten first. Answers whether the phrase is kept now.
CREATE OR REPLACE FUNCTION advert_phrase_register(p_phrase text, p_query tsquery, keep integer)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases WHERE phrase = p_phrase) THEN RETURN true; END IF;
  PERFORM advert_phrase_forget_locked(ARRAY(
    SELECT phrase FROM advert_phrases ORDER BY used_at DESC OFFSET greatest(keep - 1, 0)));
  INSERT INTO advert_phrases (phrase, query) VALUES (p_phrase, p_query);
  INSERT INTO advert_phrase_counts (phrase, status, is_active, category_id, advert_type_id, n)
  SELECT p_phrase, status, is_active, category_id, advert_type_id, count(*)
  FROM adverts WHERE search_vector @@ p_query
  GROUP BY 2, 3, 4, 5;
  RETURN true;
END $$;
