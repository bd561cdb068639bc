CREATE OR REPLACE TRIGGER adverts_map_truncate AFTER TRUNCATE ON adverts
  FOR EACH STATEMENT EXECUTE FUNCTION advert_map_on_truncate();
