-- A new advert that is public at once (seeded, imported) is queued for the saved-search alerts
-- (docs/product.md#saved-search-alerts). Statement level: a bulk insert queues in one statement.
CREATE OR REPLACE FUNCTION advert_arrivals_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO advert_arrivals (advert_id)
  SELECT n.id FROM new_rows n JOIN categories c ON c.id = n.category_id
  WHERE advert_is_public(n.status, n.is_active, c.is_active);
  RETURN NULL;
END $$;
