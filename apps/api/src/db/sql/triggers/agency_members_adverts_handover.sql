CREATE OR REPLACE TRIGGER agency_members_adverts_handover AFTER DELETE ON agency_members
  FOR EACH ROW EXECUTE FUNCTION agency_adverts_handover();
