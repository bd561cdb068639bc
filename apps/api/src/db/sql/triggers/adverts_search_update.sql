CREATE OR REPLACE TRIGGER adverts_search_update AFTER UPDATE ON adverts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION advert_search_on_update();
