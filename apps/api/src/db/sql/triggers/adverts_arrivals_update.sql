CREATE OR REPLACE TRIGGER adverts_arrivals_update AFTER UPDATE ON adverts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION advert_arrivals_on_update();
