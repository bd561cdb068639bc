CREATE OR REPLACE TRIGGER tour_requests_tally_delete AFTER DELETE ON tour_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tour_requests_tally_delete();
