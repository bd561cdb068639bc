-- A category switched off takes its public adverts off the site: each keeps what the public last
-- saw of it (docs/product.md#favourites, decision 0057). Their rows are unchanged by the switch.
CREATE OR REPLACE FUNCTION advert_last_public_on_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO advert_last_public AS lp (advert_id, slug, title, price, currency, image_id, taken_at)
  SELECT a.id, a.slug, a.title, a.price, a.currency,
         (SELECT i.id FROM images i WHERE i.advert_id = a.id AND i.featured), now()
  FROM adverts a WHERE a.category_id = NEW.id AND a.status = 1 AND a.is_active
  ON CONFLICT (advert_id) DO UPDATE
    SET slug = EXCLUDED.slug, title = EXCLUDED.title, price = EXCLUDED.price,
        currency = EXCLUDED.currency, image_id = EXCLUDED.image_id, taken_at = EXCLUDED.taken_at;
  RETURN NULL;
END $$;
