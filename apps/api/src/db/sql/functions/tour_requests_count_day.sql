-- A tour request counts on the day it was received, whatever becomes of it later.
CREATE OR REPLACE FUNCTION tour_requests_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 0, 0, 1);
  RETURN NULL;
END $$;
