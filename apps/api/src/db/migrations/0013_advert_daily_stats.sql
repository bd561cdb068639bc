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
-- Per-day figures of an advert's performance chart (docs/decisions/0017-advert-performance.md),
-- kept by triggers (db/sql/) applied in this same transaction after the last migration: the
-- lock keeps writers out from this count until they are in place.
LOCK TABLE advert_views, favorites, tour_requests IN SHARE ROW EXCLUSIVE MODE;
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
