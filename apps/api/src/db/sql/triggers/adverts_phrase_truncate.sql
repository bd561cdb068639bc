CREATE OR REPLACE TRIGGER adverts_phrase_truncate AFTER TRUNCATE ON adverts
  FOR EACH STATEMENT EXECUTE FUNCTION advert_phrase_on_truncate();
