-- A value row carries its advert's public flag (the category's switch apart), city, district and
-- type, so a typed search is counted from property_values_listed_city_idx alone
-- (docs/product.md#search).
CREATE OR REPLACE FUNCTION property_value_advert_copy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.status = 1 AND a.is_active, a.city_id, a.district_id, a.advert_type_id
  INTO NEW.listed, NEW.city_id, NEW.district_id, NEW.advert_type_id
  FROM adverts a WHERE a.id = NEW.advert_id;
  RETURN NEW;
END $$;
