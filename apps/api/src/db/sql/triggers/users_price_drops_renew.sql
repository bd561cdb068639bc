CREATE OR REPLACE TRIGGER users_price_drops_renew BEFORE UPDATE OF price_drop_emails ON users
  FOR EACH ROW WHEN (NOT OLD.price_drop_emails AND NEW.price_drop_emails)
  EXECUTE FUNCTION users_price_drops_renew();
