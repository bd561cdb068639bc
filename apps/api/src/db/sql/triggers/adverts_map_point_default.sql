CREATE OR REPLACE TRIGGER adverts_map_point_default BEFORE INSERT ON adverts
  FOR EACH ROW EXECUTE FUNCTION advert_map_point_default();
