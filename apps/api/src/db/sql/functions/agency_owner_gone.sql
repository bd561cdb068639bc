-- An owner's membership removed other than by handing on (their account deleted): the member who
-- joined first becomes the owner; with nobody left the agency closes (docs/product.md#agencies).
CREATE OR REPLACE FUNCTION agency_owner_gone() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  heir integer;
BEGIN
  SELECT m.user_id INTO heir FROM agency_members m
    WHERE m.agency_id = OLD.agency_id ORDER BY m.joined_at, m.user_id LIMIT 1;
  IF heir IS NULL THEN
    UPDATE agencies SET closed_at = coalesce(closed_at, now()), updated_at = now()
      WHERE id = OLD.agency_id;
    UPDATE agency_invitations SET revoked_at = now()
      WHERE agency_id = OLD.agency_id AND accepted_at IS NULL AND revoked_at IS NULL;
  ELSE
    UPDATE agency_members SET role = 'OWNER' WHERE agency_id = OLD.agency_id AND user_id = heir;
  END IF;
  RETURN NULL;
END $$;
