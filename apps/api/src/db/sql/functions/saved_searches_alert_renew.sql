-- An alert turned on again gets a new nonce, so the unsubscribe links of its earlier e-mails no
-- longer turn it off (docs/product.md#saved-search-alerts).
CREATE OR REPLACE FUNCTION saved_searches_alert_renew() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.alert_nonce := OLD.alert_nonce + 1;
  RETURN NEW;
END $$;
