-- Only a write of the price or the currency converts again.
CREATE OR REPLACE TRIGGER adverts_price_site
  BEFORE INSERT OR UPDATE OF price, currency ON adverts
  FOR EACH ROW EXECUTE FUNCTION advert_price_site_set();
