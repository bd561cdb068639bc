CREATE OR REPLACE TRIGGER categories_arrivals_update AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (NEW.is_active AND NOT OLD.is_active)
  EXECUTE FUNCTION advert_arrivals_on_category();
