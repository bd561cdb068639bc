CREATE TABLE "advert_daily_stats" (
	"advert_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"tour_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_daily_stats_pk" PRIMARY KEY("advert_id","day")
);
--> statement-breakpoint
ALTER TABLE "advert_daily_stats" ADD CONSTRAINT "advert_daily_stats_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Per-day figures of an advert's performance chart (docs/decisions/0017-advert-performance.md).
-- Triggers keep them in the transaction of the write they count, whoever writes; days are UTC.
CREATE FUNCTION advert_daily_stats_add(p_advert integer, p_day date, p_views integer,
                                       p_favorites integer, p_tours integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO advert_daily_stats AS s (advert_id, day, views, favorites, tour_requests)
  VALUES (p_advert, p_day, p_views, p_favorites, p_tours)
  ON CONFLICT (advert_id, day) DO UPDATE
    SET views = s.views + EXCLUDED.views,
        favorites = s.favorites + EXCLUDED.favorites,
        tour_requests = s.tour_requests + EXCLUDED.tour_requests
$$;
--> statement-breakpoint
-- A view-dedup row is inserted only when the view counts (once per viewer and hour).
CREATE FUNCTION advert_views_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.hour_bucket AT TIME ZONE 'UTC')::date, 1, 0, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER advert_views_count_day AFTER INSERT ON advert_views
  FOR EACH ROW EXECUTE FUNCTION advert_views_count_day();
--> statement-breakpoint
-- Favourites count on the day they were added while they are kept: a removal takes its one back
-- (so toggling cannot inflate the chart). An UPDATE, never an insert: when the advert itself is
-- being deleted its rows are already gone and nothing must come back.
CREATE FUNCTION favorites_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 0, 1, 0);
  ELSE
    UPDATE advert_daily_stats SET favorites = greatest(favorites - 1, 0)
    WHERE advert_id = OLD.advert_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favorites_count_day AFTER INSERT OR DELETE ON favorites
  FOR EACH ROW EXECUTE FUNCTION favorites_count_day();
--> statement-breakpoint
-- A tour request counts on the day it was received, whatever becomes of it later.
CREATE FUNCTION tour_requests_count_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM advert_daily_stats_add(NEW.advert_id, (NEW.created_at AT TIME ZONE 'UTC')::date, 0, 0, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tour_requests_count_day AFTER INSERT ON tour_requests
  FOR EACH ROW EXECUTE FUNCTION tour_requests_count_day();
--> statement-breakpoint
-- What the existing rows still tell: favourites and tour requests by the day they were made,
-- views of the last two hours (older view rows were pruned, their days stay unknown).
INSERT INTO advert_daily_stats (advert_id, day, views, favorites, tour_requests)
SELECT advert_id, day, sum(v)::integer, sum(f)::integer, sum(t)::integer
FROM (
  SELECT advert_id, (hour_bucket AT TIME ZONE 'UTC')::date AS day, 1 AS v, 0 AS f, 0 AS t
  FROM advert_views
  UNION ALL
  SELECT advert_id, (created_at AT TIME ZONE 'UTC')::date, 0, 1, 0 FROM favorites
  UNION ALL
  SELECT advert_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 1 FROM tour_requests
) AS made
GROUP BY advert_id, day;
