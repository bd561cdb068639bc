-- Only a write that changes what the value rows copy runs it.
CREATE OR REPLACE TRIGGER adverts_values_follow
  AFTER UPDATE OF status, is_active, city_id, district_id, advert_type_id ON adverts
  FOR EACH ROW
  WHEN ((OLD.status = 1 AND OLD.is_active, OLD.city_id, OLD.district_id, OLD.advert_type_id)
        IS DISTINCT FROM
        (NEW.status = 1 AND NEW.is_active, NEW.city_id, NEW.district_id, NEW.advert_type_id))
  EXECUTE FUNCTION advert_values_follow();
