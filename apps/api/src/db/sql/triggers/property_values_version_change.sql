CREATE OR REPLACE TRIGGER property_values_version_change AFTER UPDATE ON property_values
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION advert_version_touch();
