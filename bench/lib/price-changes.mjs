/**
 * Price history for one advert in four, as sellers lower prices over time: one to three
 * reductions of about 4 % each, the last ending at today's price, all between the advert's
 * creation and now. The advert page's history, the cards' "reduced" mark and similar homes are
 * measured on real rows (the trigger that writes them is off during the load).
 */
export const priceChangesSql = `
INSERT INTO advert_price_changes (advert_id, old_price, new_price, changed_at)
SELECT a.id,
  round(a.price * power(1.04, s.k), 2),
  round(a.price * power(1.04, s.k - 1), 2),
  a.created_at + (now() - a.created_at) * (1 - s.k::float / (s.n + 1))
FROM adverts a
CROSS JOIN LATERAL (SELECT 1 + a.id % 3 AS n) c
CROSS JOIN LATERAL (SELECT k, c.n FROM generate_series(1, c.n) AS k) s
-- A fixed quarter of the ids (a multiplicative hash), so every data set of N is the same.
WHERE (a.id::bigint * 2654435761) % 100 < 25 AND a.price > 0`;
