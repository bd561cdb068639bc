-- Each owner's adverts per status (subject 'adverts:<status>', the owner's id), for My Adverts'
-- total and the owner's overview (docs/decisions/0030-tallies.md). An advert row is updated on
-- every view it gets, so the update trigger first keeps only the rows whose owner or status
-- changed.
CREATE OR REPLACE FUNCTION adverts_tally_changes(p_rows jsonb, p_sign integer) RETURNS jsonb
LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('subject', 'adverts:' || r.status, 'subject_id', r.user_id,
                                      'n', r.n * p_sign))
  FROM (
    SELECT x.user_id, x.status, count(*) AS n
    FROM jsonb_to_recordset(p_rows) AS x(user_id integer, status integer)
    GROUP BY x.user_id, x.status
  ) r
$$;
