CREATE OR REPLACE TRIGGER advert_views_count_day AFTER INSERT ON advert_views
  FOR EACH ROW EXECUTE FUNCTION advert_views_count_day();
