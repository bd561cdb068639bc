-- An advert that stops being public (rejected, sent back, switched off, moved into an inactive
-- category) keeps what the public last saw of it: its title, slug, price and featured picture
-- before this change, read from OLD (docs/product.md#favourites, decision 0057). Whoever is not
-- its owner sees only that once it is off the site, whatever is edited in place afterwards.
CREATE OR REPLACE FUNCTION advert_last_public_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT advert_is_public(OLD.status, OLD.is_active,
                          (SELECT c.is_active FROM categories c WHERE c.id = OLD.category_id))
     OR advert_is_public(NEW.status, NEW.is_active,
                         (SELECT c.is_active FROM categories c WHERE c.id = NEW.category_id)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO advert_last_public AS lp (advert_id, slug, title, price, currency, image_id, taken_at)
  VALUES (OLD.id, OLD.slug, OLD.title, OLD.price, OLD.currency,
          (SELECT i.id FROM images i WHERE i.advert_id = OLD.id AND i.featured), now())
  ON CONFLICT (advert_id) DO UPDATE
    SET slug = EXCLUDED.slug, title = EXCLUDED.title, price = EXCLUDED.price,
        currency = EXCLUDED.currency, image_id = EXCLUDED.image_id, taken_at = EXCLUDED.taken_at;
  RETURN NULL;
END $$;
