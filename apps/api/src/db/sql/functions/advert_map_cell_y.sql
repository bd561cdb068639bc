-- The Web Mercator cell row of a latitude at a zoom level (row 0 at the top, latitudes beyond
-- ±85.0511 in the edge rows), as the map's tiles count them (docs/decisions/0036-map-clusters.md).
CREATE OR REPLACE FUNCTION advert_map_cell_y(p_latitude double precision, p_level integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT least(greatest(floor((1 - ln(tan(radians(least(greatest(p_latitude, -85.0511), 85.0511)))
           + 1 / cos(radians(least(greatest(p_latitude, -85.0511), 85.0511)))) / pi()) / 2
           * (1 << p_level))::integer, 0), (1 << p_level) - 1)
$$;
