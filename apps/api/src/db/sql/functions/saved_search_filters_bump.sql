-- Moves the version the alert matcher keeps its compiled filters under: a saved search's filters,
-- alert or start, a category's keys, or the site's default currency (price filters) changed
-- (features/saved-searches/alert-matcher.ts).
CREATE OR REPLACE FUNCTION saved_search_filters_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('saved_search_filters_version');
  RETURN NULL;
END $$;
