-- Adverts per zoom level and map cell (docs/decisions/0036-map-clusters.md): the adverts'
-- triggers keep advert_map_cells equal to grouping the adverts by cell, so a whole country's
-- clusters sum a few hundred rows instead of reading its adverts.
-- The statement that adds the rows of `delta_sql` (columns: s = +1 or -1, then the adverts
-- columns) to advert_map_cells for levels 2 to 15 and answers how many cell rows it wrote. Rows
-- are written in key order, so concurrent writers lock them in the same order. A cell left at 0
-- stays (readers skip it; the rebuild drops it): deleting it in the same statement is not
-- possible, and cells are few. Trigger functions EXECUTE it themselves (transition tables are theirs alone).
CREATE OR REPLACE FUNCTION advert_map_delta_sql(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH delta AS MATERIALIZED (
      SELECT s, status, is_active, category_id, advert_type_id, city_id, latitude, longitude
      FROM (%s) x
    ),
    summed AS (
      SELECT l.level::smallint AS level, advert_map_cell_x(d.longitude, l.level) AS cell_x,
             advert_map_cell_y(d.latitude, l.level) AS cell_y, d.status, d.is_active,
             d.category_id, d.advert_type_id, d.city_id, sum(d.s) AS n,
             sum(d.s * d.latitude) AS latitude_sum, sum(d.s * d.longitude) AS longitude_sum
      FROM delta d CROSS JOIN generate_series(2, 15) AS l(level)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
      -- A move within a cell changes its sums only.
      HAVING sum(d.s) <> 0 OR sum(d.s * d.latitude) <> 0 OR sum(d.s * d.longitude) <> 0
    ),
    written AS (
      INSERT INTO advert_map_cells AS t (level, cell_x, cell_y, status, is_active, category_id,
        advert_type_id, city_id, n, latitude_sum, longitude_sum)
      SELECT * FROM summed ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT ON CONSTRAINT advert_map_cells_pk DO UPDATE
        SET n = t.n + excluded.n, latitude_sum = t.latitude_sum + excluded.latitude_sum,
            longitude_sum = t.longitude_sum + excluded.longitude_sum
      RETURNING 1
    )
    SELECT count(*)::integer FROM written
  $q$, delta_sql)
$$;
