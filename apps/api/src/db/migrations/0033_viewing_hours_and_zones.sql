CREATE TABLE "advert_viewing_hours" (
	"advert_id" integer PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"opens_minute" smallint NOT NULL,
	"closes_minute" smallint NOT NULL,
	"blocked_dates" date[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "advert_viewing_hours_ck" CHECK ("advert_viewing_hours"."days" BETWEEN 0 AND 127 AND "advert_viewing_hours"."opens_minute" % 30 = 0 AND "advert_viewing_hours"."closes_minute" % 30 = 0
          AND "advert_viewing_hours"."opens_minute" >= 0 AND "advert_viewing_hours"."opens_minute" < "advert_viewing_hours"."closes_minute" AND "advert_viewing_hours"."closes_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "owner_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advert_viewing_hours" ADD CONSTRAINT "advert_viewing_hours_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_requests_unreminded_idx" ON "tour_requests" USING btree ("updated_at") WHERE "tour_requests"."status" = 'PENDING' AND "tour_requests"."owner_reminded_at" IS NULL;--> statement-breakpoint
-- The places' real zones (docs/decisions/0041-viewing-hours-and-zones.md): the demo's and the bench generator's names.
UPDATE "countries" SET "time_zone" = z."zone" FROM (VALUES
  ('Türkiye', 'Europe/Istanbul'), ('Turkey', 'Europe/Istanbul'),
  ('United States', 'America/New_York'), ('United Kingdom', 'Europe/London'),
  ('Germany', 'Europe/Berlin'), ('Deutschland', 'Europe/Berlin'),
  ('Italy', 'Europe/Rome'), ('Italia', 'Europe/Rome'),
  ('Spain', 'Europe/Madrid'), ('España', 'Europe/Madrid'),
  ('Portugal', 'Europe/Lisbon'), ('France', 'Europe/Paris'),
  ('Greece', 'Europe/Athens'), ('Ελλάδα Greece', 'Europe/Athens'), ('Ελλάδα', 'Europe/Athens')
) AS z("name", "zone") WHERE "countries"."name" = z."name";--> statement-breakpoint
-- A country with several zones: its cities carry their own.
UPDATE "cities" SET "time_zone" = z."zone" FROM (VALUES
  ('United States', 'Los Angeles', 'America/Los_Angeles'),
  ('United States', 'San Francisco', 'America/Los_Angeles'),
  ('United States', 'Chicago', 'America/Chicago'),
  ('United States', 'New York', 'America/New_York'),
  ('United States', 'Miami', 'America/New_York'),
  ('España', 'Las Palmas', 'Atlantic/Canary'), ('Spain', 'Las Palmas', 'Atlantic/Canary'),
  ('Portugal', 'Funchal', 'Atlantic/Madeira'), ('Portugal', 'Ponta Delgada', 'Atlantic/Azores')
) AS z("country", "city", "zone"), "countries" co
WHERE co."id" = "cities"."country_id" AND co."name" = z."country" AND "cities"."name" = z."city";
