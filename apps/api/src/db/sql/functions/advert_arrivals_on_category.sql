-- A category switched on makes its approved, switched-on adverts public: they are queued for the
-- saved-search alerts (docs/product.md#saved-search-alerts); one already told is not told again.
CREATE OR REPLACE FUNCTION advert_arrivals_on_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO advert_arrivals (advert_id)
  SELECT a.id FROM adverts a WHERE a.category_id = NEW.id AND a.status = 1 AND a.is_active;
  RETURN NULL;
END $$;
