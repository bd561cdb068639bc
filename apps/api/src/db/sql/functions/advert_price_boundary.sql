-- The price of boundary number b (b = 0, or b >= 2: bucket 2b holds it).
CREATE OR REPLACE FUNCTION advert_price_boundary(b integer) RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN b < 2 THEN 0::numeric
              ELSE ((b - 2) % 90 + 10) * power(10::numeric, (b - 2) / 90 - 1) END
$$;
