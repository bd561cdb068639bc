-- The moderation queue waits on pending_since: the moment the advert last entered PENDING
-- (an insert may give it, as bulk loads do), null in any other status. The listed rejection
-- reason goes with the REJECTED status, whichever path wrote the status (docs/product.md#moderation).
CREATE OR REPLACE FUNCTION advert_moderation_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 0 THEN
    IF TG_OP = 'INSERT' THEN
      NEW.pending_since := coalesce(NEW.pending_since, now());
    ELSIF OLD.status <> 0 THEN
      NEW.pending_since := now();
    END IF;
  ELSE
    NEW.pending_since := NULL;
  END IF;
  IF NEW.status <> 2 THEN
    NEW.status_reason_code := NULL;
  END IF;
  RETURN NEW;
END $$;
