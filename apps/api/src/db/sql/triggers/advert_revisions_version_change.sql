CREATE OR REPLACE TRIGGER advert_revisions_version_change AFTER UPDATE ON advert_revisions
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION advert_version_touch();
