-- A view-dedup row is inserted only when the view counts (once per viewer and hour).
CREATE OR REPLACE FUNCTION advert_views_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.hour_bucket AT TIME ZONE 'UTC')::date, 1, 0, 0);
  RETURN NULL;
END $$;
