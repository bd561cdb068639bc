-- A set of requests as signed changes: all, per owner and per guest.
CREATE OR REPLACE FUNCTION tour_requests_tally_changes(p_rows jsonb, p_sign integer) RETURNS jsonb
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
