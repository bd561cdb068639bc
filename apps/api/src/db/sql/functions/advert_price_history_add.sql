-- Keeps every change of an advert's live price (docs/product.md#price-watch): the advert page
-- shows the history and the lists mark a reduced price from it.
CREATE OR REPLACE FUNCTION advert_price_history_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO advert_price_changes (advert_id, old_price, new_price)
  VALUES (NEW.id, OLD.price, NEW.price);
  RETURN NULL;
END $$;
