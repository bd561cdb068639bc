-- Per-day figures of an advert's performance chart (docs/decisions/0017-advert-performance.md).
-- Triggers keep them in the transaction of the write they count, whoever writes; days are UTC.
CREATE OR REPLACE FUNCTION advert_daily_stats_add(p_advert integer, p_day date, p_views integer,
                                       p_favorites integer, p_tours integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO advert_daily_stats AS s (advert_id, day, views, favorites, tour_requests)
  VALUES (p_advert, p_day, p_views, p_favorites, p_tours)
  ON CONFLICT (advert_id, day) DO UPDATE
    SET views = s.views + EXCLUDED.views,
        favorites = s.favorites + EXCLUDED.favorites,
        tour_requests = s.tour_requests + EXCLUDED.tour_requests
$$;
