-- Only a write that changes the price runs it.
CREATE OR REPLACE TRIGGER adverts_price_history
  AFTER UPDATE OF price ON adverts
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION advert_price_history_add();
