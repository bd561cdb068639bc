-- Where the part of […, hi] that shares hi's bucket starts (exclusive): hi when hi is a boundary.
CREATE OR REPLACE FUNCTION advert_price_edge_start(hi numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN b % 2 = 0 THEN hi WHEN b = 1 THEN 0::numeric
              ELSE advert_price_boundary((b - 1) / 2) END
  FROM (SELECT advert_price_bucket(hi) AS b) x
$$;
