-- A picture or property value written, changed or removed raises its advert's version (through
-- advert_version_on_update, once per transaction). Picture and value writers hold the advert's
-- row lock already, so this takes no lock they do not hold; on an advert being deleted it finds
-- no row.
CREATE OR REPLACE FUNCTION advert_version_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  advert integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.advert_id ELSE NEW.advert_id END;
BEGIN
  UPDATE adverts SET version_xact = txid_current()
  WHERE id = advert AND version_xact IS DISTINCT FROM txid_current();
  IF TG_OP = 'UPDATE' AND OLD.advert_id <> NEW.advert_id THEN
    UPDATE adverts SET version_xact = txid_current()
    WHERE id = OLD.advert_id AND version_xact IS DISTINCT FROM txid_current();
  END IF;
  RETURN NULL;
END $$;
