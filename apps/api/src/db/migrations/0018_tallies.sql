CREATE TABLE "tallies" (
	"subject" text NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tallies_pk" PRIMARY KEY("subject","subject_id")
);
--> statement-breakpoint
-- Counts the pages show on every view, kept in the transaction of the write they count
-- (docs/decisions/0030-tallies.md). Statement triggers with transition tables: one upsert per subject
-- and statement, so a cascade deleting 10,000 requests does not update one row 10,000 times
-- (each update of a row within a transaction leaves a version the next one must step over).
-- Increments insert a missing row; decrements only update, so a row removed with its person
-- never comes back from a cascade that follows.
CREATE FUNCTION tallies_apply(p_changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tallies AS t (subject, subject_id, n)
  SELECT c.subject, c.subject_id, c.n
  FROM jsonb_to_recordset(p_changes) AS c(subject text, subject_id integer, n bigint)
  WHERE c.n > 0
  ORDER BY c.subject, c.subject_id
  ON CONFLICT (subject, subject_id) DO UPDATE SET n = t.n + EXCLUDED.n;
  UPDATE tallies t SET n = greatest(t.n + c.n, 0)
  FROM jsonb_to_recordset(p_changes) AS c(subject text, subject_id integer, n bigint)
  WHERE c.n < 0 AND t.subject = c.subject AND t.subject_id = c.subject_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION users_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', n)) FROM (SELECT role, count(*) AS n FROM new_rows GROUP BY role) r));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION users_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply((SELECT jsonb_agg(jsonb_build_object('subject', 'users:' || role,
    'subject_id', 0, 'n', -n)) FROM (SELECT role, count(*) AS n FROM old_rows GROUP BY role) r));
  DELETE FROM tallies t USING old_rows o
  WHERE t.subject_id = o.id AND t.subject LIKE 'tour\_requests:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION users_tally_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER users_tally_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_tally_insert();
--> statement-breakpoint
CREATE TRIGGER users_tally_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_tally_delete();
--> statement-breakpoint
CREATE TRIGGER users_tally_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_tally_update();
--> statement-breakpoint
-- A set of requests as signed changes: all, per owner and per guest.
CREATE FUNCTION tour_requests_tally_changes(p_rows jsonb, p_sign integer) RETURNS jsonb
LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('subject', subject, 'subject_id', subject_id, 'n', n * p_sign))
  FROM (
    SELECT 'tour_requests' AS subject, 0 AS subject_id, count(*) AS n
    FROM jsonb_to_recordset(p_rows) AS r(owner_user_id integer, guest_user_id integer)
    HAVING count(*) > 0
    UNION ALL
    SELECT 'tour_requests:owner', r.owner_user_id, count(*)
    FROM jsonb_to_recordset(p_rows) AS r(owner_user_id integer, guest_user_id integer)
    GROUP BY r.owner_user_id
    UNION ALL
    SELECT 'tour_requests:guest', r.guest_user_id, count(*)
    FROM jsonb_to_recordset(p_rows) AS r(owner_user_id integer, guest_user_id integer)
    GROUP BY r.guest_user_id
  ) changes
$$;
--> statement-breakpoint
CREATE FUNCTION tour_requests_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(tour_requests_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('owner_user_id', owner_user_id, 'guest_user_id', guest_user_id)) FROM new_rows), 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tour_requests_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tallies_apply(tour_requests_tally_changes(
    (SELECT jsonb_agg(jsonb_build_object('owner_user_id', owner_user_id, 'guest_user_id', guest_user_id)) FROM old_rows), -1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tour_requests_tally_insert AFTER INSERT ON tour_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tour_requests_tally_insert();
--> statement-breakpoint
CREATE TRIGGER tour_requests_tally_delete AFTER DELETE ON tour_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tour_requests_tally_delete();
--> statement-breakpoint
INSERT INTO tallies (subject, subject_id, n)
SELECT 'users:' || role, 0, count(*) FROM users GROUP BY role
UNION ALL SELECT 'tour_requests', 0, count(*) FROM tour_requests HAVING count(*) > 0
UNION ALL SELECT 'tour_requests:owner', owner_user_id, count(*) FROM tour_requests GROUP BY owner_user_id
UNION ALL SELECT 'tour_requests:guest', guest_user_id, count(*) FROM tour_requests GROUP BY guest_user_id;
