-- A person's account deleted: their membership goes first, so the agency's adverts they were
-- responsible for are handed on (agency_adverts_handover) before the account's own adverts go
-- with it (docs/product.md#agency-adverts).
CREATE OR REPLACE FUNCTION user_agency_leave() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agency_members WHERE user_id = OLD.id;
  RETURN OLD;
END $$;
