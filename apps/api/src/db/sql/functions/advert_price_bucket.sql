-- Price buckets: the boundaries are 0 and every two-significant-digit number (1, 1.1, … 9.9,
-- 10, 11, … 99, 100, 110, …), so the round bounds people type fall on a boundary. An even
-- bucket holds exactly one boundary price, an odd one the prices strictly between two.
CREATE OR REPLACE FUNCTION advert_price_bucket(p numeric) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  k integer;
  s numeric;
  m integer;
BEGIN
  IF p <= 0 THEN RETURN 0; END IF;
  IF p < 1 THEN RETURN 1; END IF;
  k := length(trunc(p)::text) - 1;
  s := power(10::numeric, k - 1);
  m := trunc(p / s);
  RETURN 2 * (2 + 90 * k + (m - 10)) + CASE WHEN p = m * s THEN 0 ELSE 1 END;
END $$;
