CREATE OR REPLACE FUNCTION advert_phrase_forget_locked(phrases text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM advert_phrase_counts WHERE phrase = ANY (phrases);
  DELETE FROM advert_phrases WHERE phrase = ANY (phrases);
$$;
