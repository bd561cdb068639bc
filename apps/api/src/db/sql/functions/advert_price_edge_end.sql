-- Where the part of [lo, …] that shares lo's bucket ends: lo itself when lo is a boundary.
CREATE OR REPLACE FUNCTION advert_price_edge_end(lo numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN b % 2 = 0 THEN lo WHEN b = 1 THEN 1::numeric
              ELSE advert_price_boundary((b - 1) / 2 + 1) END
  FROM (SELECT advert_price_bucket(lo) AS b) x
$$;
