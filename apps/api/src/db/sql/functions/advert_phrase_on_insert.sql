-- Every writer's trigger takes the counts table's lock before it reads the kept phrases, and a
-- registration takes a stronger one while it counts: a write is then either counted by the
-- registration or sees the new phrase and adds itself, never neither nor both.
CREATE OR REPLACE FUNCTION advert_phrase_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql('SELECT 1 AS s, n.* FROM new_rows n');
  END IF;
  RETURN NULL;
END $$;
