CREATE OR REPLACE TRIGGER advert_revisions_version_write AFTER INSERT OR DELETE ON advert_revisions
  FOR EACH ROW EXECUTE FUNCTION advert_version_touch();
