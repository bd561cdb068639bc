ALTER TABLE "property_values" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "advert_type_id" integer;--> statement-breakpoint
-- The copies below must not raise advert versions: the trigger is made again, testing the value's
-- own columns only, from db/sql/triggers/property_values_version_change.sql after the migrations.
DROP TRIGGER IF EXISTS "property_values_version_change" ON "property_values";--> statement-breakpoint
UPDATE "property_values" v SET "listed" = (a."status" = 1 AND a."is_active"), "city_id" = a."city_id", "district_id" = a."district_id", "advert_type_id" = a."advert_type_id" FROM "adverts" a WHERE a."id" = v."advert_id";--> statement-breakpoint
CREATE INDEX "property_values_listed_city_idx" ON "property_values" USING btree ("key_id","city_id","number_value","advert_id","advert_type_id","district_id") WHERE "property_values"."listed" AND "property_values"."number_value" IS NOT NULL;
