-- An advert inserted without a map point gets its district's centre (else its city's, else the
-- middle of its country's bounds), scattered up to about 1.5 km by its id so that demo and bulk
-- adverts do not all sit on one spot (docs/product.md#map-search). Migration 0028 did the same
-- for the adverts that existed before points.
CREATE OR REPLACE FUNCTION advert_map_point_default() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  centre_lat double precision;
  centre_lng double precision;
  spread double precision;
BEGIN
  IF NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(d.latitude, ci.latitude, (co.min_latitude + co.max_latitude) / 2, 0),
         coalesce(d.longitude, ci.longitude, (co.min_longitude + co.max_longitude) / 2, 0)
  INTO centre_lat, centre_lng
  FROM districts d, cities ci, countries co
  WHERE d.id = NEW.district_id AND ci.id = NEW.city_id AND co.id = NEW.country_id;
  spread := 0.0135 * sqrt((NEW.id * 0.6180339887) % 1);
  NEW.latitude := least(greatest(coalesce(centre_lat, 0) + spread * sin(NEW.id * 2.399963), -90), 90);
  NEW.longitude := least(greatest(coalesce(centre_lng, 0) + spread * cos(NEW.id * 2.399963)
                                  / greatest(cos(radians(coalesce(centre_lat, 0))), 0.2), -180), 180);
  RETURN NEW;
END $$;
