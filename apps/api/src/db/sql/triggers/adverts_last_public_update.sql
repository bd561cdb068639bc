-- Only a public advert whose status, switch or category is written can stop being public.
CREATE OR REPLACE TRIGGER adverts_last_public_update
  AFTER UPDATE OF status, is_active, category_id ON adverts
  FOR EACH ROW WHEN (OLD.status = 1 AND OLD.is_active)
  EXECUTE FUNCTION advert_last_public_on_update();
