CREATE OR REPLACE TRIGGER adverts_search_truncate AFTER TRUNCATE ON adverts
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_on_truncate();
