CREATE OR REPLACE TRIGGER saved_searches_alert_renew BEFORE UPDATE OF alert ON saved_searches
  FOR EACH ROW WHEN (OLD.alert = 'NONE' AND NEW.alert <> 'NONE')
  EXECUTE FUNCTION saved_searches_alert_renew();
