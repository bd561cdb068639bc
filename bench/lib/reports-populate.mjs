/**
 * Brings a bench data set to the size the Reports targets name (100,000 users) and gives it tour
 * requests (about 225,000 over 300,000 adverts, made between each advert's creation and now).
 * Runs once: a data set that already has the made users is left as it is.
 */
export const POPULATE_SQL = `
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE email LIKE 'reports-bench-%') THEN RETURN; END IF;
  INSERT INTO users (first_name, last_name, phone, email, password_hash, role, search_text, created_at)
  SELECT 'Bench', 'User' || g, '+900000' || g, 'reports-bench-' || g || '@example.test', 'x',
         'CUSTOMER', 'bench user', now() - random() * interval '730 days'
  FROM generate_series(1, greatest(0, 100000 - (SELECT count(*) FROM users))) g;
  INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status, created_at)
  SELECT a.id, u.id, a.user_id,
         '2027-01-01T10:00:00'::timestamp + (g % 500) * interval '30 minutes',
         (ARRAY['PENDING', 'APPROVED', 'DECLINED', 'CANCELED'])[1 + g % 4],
         a.created_at + random() * (now() - a.created_at)
  FROM generate_series(1, 300000) g
  JOIN adverts a ON a.id = 1 + ((g * 7919::bigint) % (SELECT max(id) FROM adverts))
  JOIN users u ON u.id = 1 + (g % 2000)
  WHERE u.id <> a.user_id AND g % 4 <> 1;
END $$;
ANALYZE users;
ANALYZE tour_requests;
`;
