-- The Web Mercator cell column of a longitude at a zoom level (2^level cells around the world):
-- the map's clusters are counted per cell (docs/decisions/0036-map-clusters.md).
CREATE OR REPLACE FUNCTION advert_map_cell_x(p_longitude double precision, p_level integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT least(floor((p_longitude + 180) / 360 * (1 << p_level))::integer, (1 << p_level) - 1)
$$;
