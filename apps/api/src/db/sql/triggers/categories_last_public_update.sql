CREATE OR REPLACE TRIGGER categories_last_public_update AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION advert_last_public_on_category();
