-- Only statements that write one of these columns run it: view and favourite counters do not.
CREATE OR REPLACE TRIGGER adverts_version_update
  BEFORE UPDATE OF slug, title, description, price, location, advert_type_id, category_id,
    country_id, city_id, district_id, version, version_xact ON adverts
  FOR EACH ROW EXECUTE FUNCTION advert_version_on_update();
