-- Centres of cities and districts for the advert detail page's map (docs/decisions/0009-web-map.md).
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_centre_ck" CHECK (("cities"."latitude" IS NULL) = ("cities"."longitude" IS NULL)
        AND "cities"."latitude" BETWEEN -90 AND 90 AND "cities"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_centre_ck" CHECK (("districts"."latitude" IS NULL) = ("districts"."longitude" IS NULL)
        AND "districts"."latitude" BETWEEN -90 AND 90 AND "districts"."longitude" BETWEEN -180 AND 180);