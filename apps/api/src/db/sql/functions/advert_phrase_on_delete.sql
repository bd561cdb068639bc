CREATE OR REPLACE FUNCTION advert_phrase_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql('SELECT -1 AS s, o.* FROM old_rows o');
  END IF;
  RETURN NULL;
END $$;
