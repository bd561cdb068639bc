-- Most updates (view, favourite and tour counters) move nothing on the map: a cheap check on the
-- transition tables skips them.
-- Hash joins, no JIT: a nested loop over the two transition tables grows with the square of the
-- rows, and their guessed sizes would make JIT compile for a one-row write.
CREATE OR REPLACE FUNCTION advert_map_on_update() RETURNS trigger
LANGUAGE plpgsql SET enable_nestloop = off SET jit = off AS $$
DECLARE
  changed integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.city_id, o.latitude,
           o.longitude)
          IS DISTINCT FROM
          (n.status, n.is_active, n.category_id, n.advert_type_id, n.city_id, n.latitude,
           n.longitude)
  ) THEN
    RETURN NULL;
  END IF;
  EXECUTE advert_map_delta_sql(
    'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n') INTO changed;
  RETURN NULL;
END $$;
