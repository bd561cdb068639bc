-- Tally rows are locked in one order by every writer. Before, positive changes were written
-- before negative ones, and an advert's status change applied its "from" and "to" apart: two
-- opposite moves of one owner's adverts at once (1 → 2 and 2 → 1) deadlocked.
-- Changes are summed per row and written by one statement in key order; a row a decrement
-- brought to 0 is then removed (this statement holds its lock already), so a person's deletion,
-- which removes their rows before the cascade of their adverts and requests, leaves none behind.
CREATE OR REPLACE FUNCTION tallies_apply(p_changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH summed AS (
    SELECT c.subject, c.subject_id, sum(c.n) AS n
    FROM jsonb_to_recordset(p_changes) AS c(subject text, subject_id integer, n bigint)
    GROUP BY c.subject, c.subject_id
    HAVING sum(c.n) <> 0
  )
  INSERT INTO tallies AS t (subject, subject_id, n)
  SELECT subject, subject_id, greatest(n, 0) FROM summed
  ORDER BY subject, subject_id
  ON CONFLICT (subject, subject_id) DO UPDATE
    SET n = greatest(t.n + (SELECT s.n FROM summed s
                            WHERE s.subject = EXCLUDED.subject AND s.subject_id = EXCLUDED.subject_id), 0);
  DELETE FROM tallies t
  USING (
    SELECT c.subject, c.subject_id
    FROM jsonb_to_recordset(p_changes) AS c(subject text, subject_id integer, n bigint)
    GROUP BY c.subject, c.subject_id
    HAVING sum(c.n) < 0
  ) s
  WHERE t.subject = s.subject AND t.subject_id = s.subject_id AND t.n = 0;
END $$;
--> statement-breakpoint
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
