-- Updates that change nothing a phrase count depends on (views, favourites, prices, places) are
-- skipped before any lock.
-- Hash joins, no JIT: a nested loop over the two transition tables grows with the square of the
-- rows, and their guessed sizes would make JIT compile for a one-row write.
CREATE OR REPLACE FUNCTION advert_phrase_on_update() RETURNS trigger
LANGUAGE plpgsql SET enable_nestloop = off SET jit = off AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.search_text)
          IS DISTINCT FROM (n.status, n.is_active, n.category_id, n.advert_type_id, n.search_text)
  ) THEN
    RETURN NULL;
  END IF;
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql(
      'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n');
  END IF;
  RETURN NULL;
END $$;
