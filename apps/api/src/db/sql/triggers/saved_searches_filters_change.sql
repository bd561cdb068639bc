CREATE OR REPLACE TRIGGER saved_searches_filters_change AFTER UPDATE ON saved_searches
  FOR EACH ROW WHEN (OLD.filters IS DISTINCT FROM NEW.filters OR OLD.alert IS DISTINCT FROM NEW.alert
                     OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION saved_search_filters_bump();
