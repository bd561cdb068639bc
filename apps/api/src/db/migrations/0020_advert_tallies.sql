-- Each owner's adverts per status (subject 'adverts:<status>', the owner's id), for My Adverts'
-- total and the owner's overview (docs/decisions/0030-tallies.md). An advert row is updated on every
-- view it gets, so the update trigger first keeps only the rows whose owner or status changed.
CREATE FUNCTION adverts_tally_changes(p_rows jsonb, p_sign integer) RETURNS jsonb
LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('subject', 'adverts:' || r.status, 'subject_id', r.user_id,
                                      'n', r.n * p_sign))
  FROM (
    SELECT x.user_id, x.status, count(*) AS n
    FROM jsonb_to_recordset(p_rows) AS x(user_id integer, status integer)
    GROUP BY x.user_id, x.status
  ) r
$$;
--> statement-breakpoint
CREATE FUNCTION adverts_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(adverts_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'status', status)) FROM new_rows), 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION adverts_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(adverts_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'status', status)) FROM old_rows), -1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION adverts_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM tallies_apply(adverts_tally_changes(moved_from, -1));
    PERFORM tallies_apply(adverts_tally_changes(moved_to, 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_tally_insert AFTER INSERT ON adverts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION adverts_tally_insert();
--> statement-breakpoint
CREATE TRIGGER adverts_tally_delete AFTER DELETE ON adverts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION adverts_tally_delete();
--> statement-breakpoint
CREATE TRIGGER adverts_tally_update AFTER UPDATE ON adverts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION adverts_tally_update();
--> statement-breakpoint
-- A deleted person's own rows go with them (their adverts' cascade only ever decrements).
CREATE OR REPLACE FUNCTION users_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', -n)) FROM (SELECT role, count(*) AS n FROM old_rows GROUP BY role) r));
  DELETE FROM tallies t USING old_rows o
  WHERE t.subject_id = o.id AND (t.subject LIKE 'tour\_requests:%' OR t.subject LIKE 'adverts:%');
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO tallies (subject, subject_id, n)
SELECT 'adverts:' || status, user_id, count(*) FROM adverts GROUP BY user_id, status;
