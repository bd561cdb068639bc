CREATE OR REPLACE TRIGGER tour_requests_tally_insert AFTER INSERT ON tour_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tour_requests_tally_insert();
