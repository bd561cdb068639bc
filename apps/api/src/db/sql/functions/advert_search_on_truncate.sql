CREATE OR REPLACE FUNCTION advert_search_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  RETURN NULL;
END $$;
