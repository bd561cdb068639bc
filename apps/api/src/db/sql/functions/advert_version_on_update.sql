-- Moderation acts on the version the moderator saw, so the version belongs to the database:
-- it rises once per transaction that changes what a moderator reviews (text, price, place,
-- category, type, slug, map point; pictures and property values through advert_version_touch), and no
-- other write can set it. Status, switch, counters and timestamps leave it alone.
CREATE OR REPLACE FUNCTION advert_version_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.version_xact IS DISTINCT FROM txid_current()
     AND (NEW.version_xact IS NOT DISTINCT FROM txid_current()
          OR (OLD.slug, OLD.title, OLD.description, OLD.price, OLD.location, OLD.advert_type_id,
              OLD.category_id, OLD.country_id, OLD.city_id, OLD.district_id, OLD.latitude,
              OLD.longitude)
             IS DISTINCT FROM
             (NEW.slug, NEW.title, NEW.description, NEW.price, NEW.location, NEW.advert_type_id,
              NEW.category_id, NEW.country_id, NEW.city_id, NEW.district_id, NEW.latitude,
              NEW.longitude)) THEN
    NEW.version := OLD.version + 1;
    NEW.version_xact := txid_current();
  ELSE
    NEW.version := OLD.version;
    NEW.version_xact := OLD.version_xact;
  END IF;
  RETURN NEW;
END $$;
