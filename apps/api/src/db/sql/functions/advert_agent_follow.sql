-- An agency advert given to another agent: its conversations and tour requests go with it, so
-- the new agent answers them and the one before no longer reads them
-- (docs/product.md#agency-adverts). The owners' tour tallies move with the requests.
CREATE OR REPLACE FUNCTION advert_agent_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE conversations SET owner_user_id = NEW.user_id
    WHERE advert_id = NEW.id AND owner_user_id = OLD.user_id;
  WITH m AS (
    UPDATE tour_requests SET owner_user_id = NEW.user_id
      WHERE advert_id = NEW.id AND owner_user_id = OLD.user_id RETURNING 1)
  SELECT count(*) INTO moved FROM m;
  IF moved > 0 THEN
    PERFORM tallies_apply(jsonb_build_array(
      jsonb_build_object('subject', 'tour_requests:owner', 'subject_id', OLD.user_id, 'n', -moved),
      jsonb_build_object('subject', 'tour_requests:owner', 'subject_id', NEW.user_id, 'n', moved)));
  END IF;
  RETURN NULL;
END $$;
