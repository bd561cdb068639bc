CREATE OR REPLACE TRIGGER tour_requests_count_day AFTER INSERT ON tour_requests
  FOR EACH ROW EXECUTE FUNCTION tour_requests_count_day();
