CREATE OR REPLACE FUNCTION users_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', n)) FROM (SELECT role, count(*) AS n FROM new_rows GROUP BY role) r));
  RETURN NULL;
END $$;
