-- The API keeps the names of advert types, countries, cities and districts per
-- advert_search_version (cities and categories already bump it): renaming any of them bumps it too.
CREATE TRIGGER advert_types_search_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advert_types
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_bump();
--> statement-breakpoint
CREATE TRIGGER countries_search_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_bump();
--> statement-breakpoint
CREATE TRIGGER districts_search_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON districts
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_bump();
