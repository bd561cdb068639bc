-- Only the adverts whose owner or status changed move, "from" and "to" in one call: one lock
-- order (tallies_apply).
CREATE OR REPLACE FUNCTION adverts_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_from jsonb;
  moved_to jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('user_id', o.user_id, 'status', o.status)),
         jsonb_agg(jsonb_build_object('user_id', n.user_id, 'status', n.status))
  INTO moved_from, moved_to
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.status) IS DISTINCT FROM (n.user_id, n.status);
  IF moved_from IS NOT NULL THEN
    PERFORM tallies_apply(
      adverts_tally_changes(moved_from, -1) || adverts_tally_changes(moved_to, 1));
  END IF;
  RETURN NULL;
END $$;
