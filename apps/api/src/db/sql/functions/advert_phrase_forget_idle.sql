-- Forgets the phrases nobody asked for since `idle` ago (housekeeping).
CREATE OR REPLACE FUNCTION advert_phrase_forget_idle(idle interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  idle_phrases text[];
BEGIN
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  idle_phrases := ARRAY(SELECT phrase FROM advert_phrases WHERE used_at < now() - idle);
  PERFORM advert_phrase_forget_locked(idle_phrases);
  RETURN cardinality(idle_phrases);
END $$;
