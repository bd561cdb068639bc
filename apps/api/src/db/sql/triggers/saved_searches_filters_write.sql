CREATE OR REPLACE TRIGGER saved_searches_filters_write AFTER INSERT OR DELETE OR TRUNCATE
  ON saved_searches FOR EACH STATEMENT EXECUTE FUNCTION saved_search_filters_bump();
