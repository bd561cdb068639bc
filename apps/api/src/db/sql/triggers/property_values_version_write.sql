CREATE OR REPLACE TRIGGER property_values_version_write AFTER INSERT OR DELETE ON property_values
  FOR EACH ROW EXECUTE FUNCTION advert_version_touch();
