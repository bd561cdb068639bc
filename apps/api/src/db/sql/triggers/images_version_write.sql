CREATE OR REPLACE TRIGGER images_version_write AFTER INSERT OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION advert_version_touch();
