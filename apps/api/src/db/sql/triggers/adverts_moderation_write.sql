-- Only inserts and statements that write the status run it.
CREATE OR REPLACE TRIGGER adverts_moderation_write
  BEFORE INSERT OR UPDATE OF status ON adverts
  FOR EACH ROW EXECUTE FUNCTION advert_moderation_on_write();
