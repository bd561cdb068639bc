CREATE OR REPLACE FUNCTION advert_phrase_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM advert_phrase_counts;
  RETURN NULL;
END $$;
