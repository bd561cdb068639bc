-- An advert's price in the site currency, kept beside its own price for price filters and the
-- price sort (docs/decisions/0063-exchange-rates.md); a rate change moves it in batches.
CREATE OR REPLACE FUNCTION advert_price_site_set() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_site := round(NEW.price * (SELECT r.rate FROM exchange_rates r
                                        WHERE r.currency = NEW.currency), 2);
  RETURN NEW;
END $$;
