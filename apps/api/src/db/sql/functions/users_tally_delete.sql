-- A deleted person's own rows go with them (their adverts' cascade only ever decrements).
CREATE OR REPLACE FUNCTION users_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', -n)) FROM (SELECT role, count(*) AS n FROM old_rows GROUP BY role) r));
  DELETE FROM tallies t USING old_rows o
  WHERE t.subject_id = o.id AND (t.subject LIKE 'tour\_requests:%' OR t.subject LIKE 'adverts:%');
  RETURN NULL;
END $$;
