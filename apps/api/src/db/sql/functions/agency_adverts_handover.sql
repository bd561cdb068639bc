-- A member left, was removed or deleted their account: the agency's adverts they were
-- responsible for go to the owner (or, when the owner left, to the member who joined first, as
-- agency_owner_gone makes them owner). With nobody left they stay the person's own adverts
-- (docs/product.md#agency-adverts).
CREATE OR REPLACE FUNCTION agency_adverts_handover() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  heir integer;
BEGIN
  SELECT m.user_id INTO heir FROM agency_members m
    WHERE m.agency_id = OLD.agency_id
    ORDER BY m.role = 'OWNER' DESC, m.joined_at, m.user_id LIMIT 1;
  IF heir IS NULL THEN
    UPDATE adverts SET agency_id = NULL WHERE agency_id = OLD.agency_id AND user_id = OLD.user_id;
  ELSE
    UPDATE adverts SET user_id = heir WHERE agency_id = OLD.agency_id AND user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;
