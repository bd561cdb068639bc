CREATE OR REPLACE TRIGGER favorites_count_day AFTER INSERT OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION favorites_count_day();
