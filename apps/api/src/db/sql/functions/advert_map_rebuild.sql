-- Recomputes advert_map_cells from the adverts themselves: after bulk loads that bypass
-- triggers (bench/generate.mjs), and for anyone who doubts them.
CREATE OR REPLACE FUNCTION advert_map_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE adverts IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  DELETE FROM advert_map_cells;
  EXECUTE advert_map_delta_sql('SELECT 1 AS s, a.* FROM adverts a');
END $$;
