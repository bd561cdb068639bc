CREATE OR REPLACE FUNCTION adverts_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(adverts_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'status', status)) FROM old_rows), -1));
  RETURN NULL;
END $$;
