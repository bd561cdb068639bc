CREATE OR REPLACE TRIGGER adverts_agent_follow AFTER UPDATE OF user_id ON adverts
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION advert_agent_follow();
