-- An advert's value rows follow its public flag, city, district and type
-- (property_value_advert_copy).
CREATE OR REPLACE FUNCTION advert_values_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_values
  SET listed = NEW.status = 1 AND NEW.is_active, city_id = NEW.city_id,
      district_id = NEW.district_id, advert_type_id = NEW.advert_type_id
  WHERE advert_id = NEW.id;
  RETURN NULL;
END $$;
