CREATE OR REPLACE TRIGGER adverts_arrivals_insert AFTER INSERT ON adverts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION advert_arrivals_on_insert();
