CREATE OR REPLACE FUNCTION advert_map_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM advert_map_cells;
  RETURN NULL;
END $$;
