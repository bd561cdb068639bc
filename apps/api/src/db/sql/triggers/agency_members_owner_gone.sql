CREATE OR REPLACE TRIGGER agency_members_owner_gone AFTER DELETE ON agency_members
  FOR EACH ROW WHEN (OLD.role = 'OWNER') EXECUTE FUNCTION agency_owner_gone();
