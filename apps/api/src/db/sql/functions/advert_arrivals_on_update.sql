-- An advert that became public (approved, switched on by its owner, moved into an active
-- category) is queued for the saved-search alerts (docs/product.md#saved-search-alerts). Rows
-- that were public already, or are not now, are left out by the first test, before any join.
CREATE OR REPLACE FUNCTION advert_arrivals_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO advert_arrivals (advert_id)
  SELECT n.id
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  JOIN categories c ON c.id = n.category_id
  JOIN categories oc ON oc.id = o.category_id
  WHERE n.status = 1 AND n.is_active
    AND (o.status, o.is_active, o.category_id) IS DISTINCT FROM (n.status, n.is_active, n.category_id)
    AND advert_is_public(n.status, n.is_active, c.is_active)
    AND NOT advert_is_public(o.status, o.is_active, oc.is_active);
  RETURN NULL;
END $$;
