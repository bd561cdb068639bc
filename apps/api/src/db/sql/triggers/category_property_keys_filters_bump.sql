CREATE OR REPLACE TRIGGER category_property_keys_filters_bump
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_property_keys
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_filters_bump();
