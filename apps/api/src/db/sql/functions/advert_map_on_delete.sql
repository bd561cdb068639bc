CREATE OR REPLACE FUNCTION advert_map_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  EXECUTE advert_map_delta_sql('SELECT -1 AS s, o.* FROM old_rows o') INTO changed;
  RETURN NULL;
END $$;
