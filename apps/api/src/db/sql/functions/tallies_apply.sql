-- Counts the pages show on every view, kept in the transaction of the write they count
-- (docs/decisions/0030-tallies.md). Statement triggers with transition tables: one upsert per
-- subject and statement, so a cascade deleting 10,000 requests does not update one row 10,000
-- times (each update of a row within a transaction leaves a version the next one must step over).
-- Tally rows are locked in one order by every writer: two opposite moves of one owner's adverts
-- at once (1 → 2 and 2 → 1) deadlocked when positive changes were written before negative ones.
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
