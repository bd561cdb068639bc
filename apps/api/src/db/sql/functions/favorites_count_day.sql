-- Favourites count on the day they were added while they are kept: a removal takes its one back
-- (so toggling cannot inflate the chart). An UPDATE, never an insert: when the advert itself is
-- being deleted its rows are already gone and nothing must come back.
CREATE OR REPLACE FUNCTION favorites_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 0, 1, 0);
  ELSE
    UPDATE advert_daily_stats SET favorites = greatest(favorites - 1, 0)
    WHERE advert_id = OLD.advert_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END $$;
