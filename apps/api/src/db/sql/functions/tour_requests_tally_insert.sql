CREATE OR REPLACE FUNCTION tour_requests_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(tour_requests_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('owner_user_id', owner_user_id, 'guest_user_id', guest_user_id)) FROM new_rows), 1));
  RETURN NULL;
END $$;
