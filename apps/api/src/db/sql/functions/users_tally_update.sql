CREATE OR REPLACE FUNCTION users_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', n)) FROM (
      SELECT role, sum(n) AS n FROM (
        SELECT o.role, -1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE o.role <> w.role
        UNION ALL
        SELECT w.role, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE o.role <> w.role
      ) moved GROUP BY role HAVING sum(n) <> 0) r));
  RETURN NULL;
END $$;
