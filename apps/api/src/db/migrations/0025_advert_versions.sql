ALTER TABLE "adverts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing rows keep NULL (no table rewrite); rows inserted from now on note their transaction.
ALTER TABLE "adverts" ADD COLUMN "version_xact" bigint;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "version_xact" SET DEFAULT txid_current();--> statement-breakpoint
-- Moderation acts on the version the moderator saw, so the version belongs to the database:
-- it rises once per transaction that changes what a moderator reviews (text, price, place,
-- category, type, slug; pictures and property values through the triggers below), and no
-- other write can set it. Status, switch, counters and timestamps leave it alone.
CREATE FUNCTION advert_version_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.version_xact IS DISTINCT FROM txid_current()
     AND (NEW.version_xact IS NOT DISTINCT FROM txid_current()
          OR (OLD.slug, OLD.title, OLD.description, OLD.price, OLD.location, OLD.advert_type_id,
              OLD.category_id, OLD.country_id, OLD.city_id, OLD.district_id)
             IS DISTINCT FROM
             (NEW.slug, NEW.title, NEW.description, NEW.price, NEW.location, NEW.advert_type_id,
              NEW.category_id, NEW.country_id, NEW.city_id, NEW.district_id)) THEN
    NEW.version := OLD.version + 1;
    NEW.version_xact := txid_current();
  ELSE
    NEW.version := OLD.version;
    NEW.version_xact := OLD.version_xact;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Only statements that write one of these columns run it: view and favourite counters do not.
CREATE TRIGGER adverts_version_update
  BEFORE UPDATE OF slug, title, description, price, location, advert_type_id, category_id,
    country_id, city_id, district_id, version, version_xact ON adverts
  FOR EACH ROW EXECUTE FUNCTION advert_version_on_update();
--> statement-breakpoint
-- A picture or property value written, changed or removed raises its advert's version (through
-- the trigger above, once per transaction). Picture and value writers hold the advert's row lock
-- already, so this takes no lock they do not hold; on an advert being deleted it finds no row.
CREATE FUNCTION advert_version_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  advert integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.advert_id ELSE NEW.advert_id END;
BEGIN
  UPDATE adverts SET version_xact = txid_current()
  WHERE id = advert AND version_xact IS DISTINCT FROM txid_current();
  IF TG_OP = 'UPDATE' AND OLD.advert_id <> NEW.advert_id THEN
    UPDATE adverts SET version_xact = txid_current()
    WHERE id = OLD.advert_id AND version_xact IS DISTINCT FROM txid_current();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER images_version_write AFTER INSERT OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION advert_version_touch();
--> statement-breakpoint
CREATE TRIGGER images_version_change AFTER UPDATE ON images
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION advert_version_touch();
--> statement-breakpoint
CREATE TRIGGER property_values_version_write AFTER INSERT OR DELETE ON property_values
  FOR EACH ROW EXECUTE FUNCTION advert_version_touch();
--> statement-breakpoint
CREATE TRIGGER property_values_version_change AFTER UPDATE ON property_values
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION advert_version_touch();
