-- The value's own columns only: the advert's copies (listed, city, type) follow the advert and
-- are no edit of it.
CREATE OR REPLACE TRIGGER property_values_version_change AFTER UPDATE ON property_values
  FOR EACH ROW
  WHEN ((OLD.advert_id, OLD.key_id, OLD.value, OLD.number_value)
        IS DISTINCT FROM (NEW.advert_id, NEW.key_id, NEW.value, NEW.number_value))
  EXECUTE FUNCTION advert_version_touch();
