CREATE OR REPLACE TRIGGER property_values_advert_copy
  BEFORE INSERT OR UPDATE OF advert_id ON property_values
  FOR EACH ROW EXECUTE FUNCTION property_value_advert_copy();
