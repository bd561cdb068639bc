CREATE OR REPLACE FUNCTION advert_map_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  EXECUTE advert_map_delta_sql('SELECT 1 AS s, n.* FROM new_rows n') INTO changed;
  RETURN NULL;
END $$;
