-- Price-drop e-mails switched on again get a new nonce, so the unsubscribe links of earlier
-- e-mails no longer switch them off (docs/product.md#price-watch).
CREATE OR REPLACE FUNCTION users_price_drops_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_drops_nonce := OLD.price_drops_nonce + 1;
  RETURN NEW;
END $$;
