CREATE OR REPLACE TRIGGER site_settings_filters_bump AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_filters_bump();
