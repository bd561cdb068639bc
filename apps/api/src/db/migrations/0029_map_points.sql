-- Map search (docs/decisions/0036-map-clusters.md): every advert gets a map point, countries get
-- bounds, and advert_map_cells holds adverts per zoom level and map cell for the clusters.
CREATE TABLE "advert_map_cells" (
	"level" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"status" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"advert_type_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"n" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	CONSTRAINT "advert_map_cells_pk" PRIMARY KEY("level","cell_x","cell_y","status","is_active","category_id","advert_type_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "min_longitude" double precision;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "min_latitude" double precision;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "max_longitude" double precision;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "max_latitude" double precision;--> statement-breakpoint
-- The demo countries' real bounds (as in db/seed/data/country-bounds.ts); any other country the
-- box of its places' centres with a degree to spare, so no existing advert falls outside.
UPDATE "countries" c SET "min_longitude" = b.min_lng, "min_latitude" = b.min_lat,
       "max_longitude" = b.max_lng, "max_latitude" = b.max_lat
FROM (VALUES ('Türkiye', 25.6, 35.8, 44.9, 42.2),
             ('United States', -179.2, 18.9, -66.9, 71.5),
             ('United Kingdom', -8.7, 49.8, 1.8, 60.9),
             ('Germany', 5.8, 47.2, 15.1, 55.1),
             ('Italy', 6.6, 35.4, 18.6, 47.1),
             ('Spain', -18.2, 27.6, 4.4, 43.8)) AS b(name, min_lng, min_lat, max_lng, max_lat)
WHERE c."name" = b.name;--> statement-breakpoint
UPDATE "countries" c SET "min_longitude" = greatest(p.min_lng - 1, -180),
       "min_latitude" = greatest(p.min_lat - 1, -90),
       "max_longitude" = least(p.max_lng + 1, 180), "max_latitude" = least(p.max_lat + 1, 90)
FROM (SELECT ci."country_id", min(x.lng) AS min_lng, min(x.lat) AS min_lat,
             max(x.lng) AS max_lng, max(x.lat) AS max_lat
      FROM "cities" ci
      CROSS JOIN LATERAL (SELECT ci."longitude", ci."latitude"
                          UNION ALL SELECT d."longitude", d."latitude" FROM "districts" d
                          WHERE d."city_id" = ci."id") AS x(lng, lat)
      WHERE x.lat IS NOT NULL
      GROUP BY ci."country_id") p
WHERE c."id" = p."country_id" AND c."min_longitude" IS NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "latitude" double precision DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "longitude" double precision DEFAULT NULL;--> statement-breakpoint
-- Existing adverts: their district's centre (else the city's, else the country box's middle),
-- scattered up to about 1.5 km by the id, as db/sql/functions/advert_map_point_default.sql does.
UPDATE "adverts" a SET
  "latitude" = least(greatest(p.lat + 0.0135 * sqrt((a."id" * 0.6180339887) % 1) * sin(a."id" * 2.399963), -90), 90),
  "longitude" = least(greatest(p.lng + 0.0135 * sqrt((a."id" * 0.6180339887) % 1) * cos(a."id" * 2.399963)
                                 / greatest(cos(radians(p.lat)), 0.2), -180), 180)
FROM (SELECT ad."id",
             coalesce(d."latitude", ci."latitude", (co."min_latitude" + co."max_latitude") / 2, 0) AS lat,
             coalesce(d."longitude", ci."longitude", (co."min_longitude" + co."max_longitude") / 2, 0) AS lng
      FROM "adverts" ad
      JOIN "districts" d ON d."id" = ad."district_id"
      JOIN "cities" ci ON ci."id" = ad."city_id"
      JOIN "countries" co ON co."id" = ad."country_id") p
WHERE a."id" = p."id";--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "longitude" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "adverts_point_idx" ON "adverts" USING gist (point("longitude", "latitude"));--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_bounds_ck" CHECK (num_nulls("countries"."min_longitude", "countries"."min_latitude", "countries"."max_longitude", "countries"."max_latitude") IN (0, 4)
          AND "countries"."min_latitude" BETWEEN -90 AND "countries"."max_latitude" AND "countries"."max_latitude" <= 90
          AND "countries"."min_longitude" BETWEEN -180 AND "countries"."max_longitude" AND "countries"."max_longitude" <= 180);--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_point_ck" CHECK ("adverts"."latitude" BETWEEN -90 AND 90 AND "adverts"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
-- The cells of the existing adverts (the triggers keep them from here on): Web Mercator cells
-- of levels 2 to 15, as db/sql/functions/advert_map_cell_x.sql and advert_map_cell_y.sql.
INSERT INTO "advert_map_cells" ("level", "cell_x", "cell_y", "status", "is_active", "category_id",
  "advert_type_id", "city_id", "n", "latitude_sum", "longitude_sum")
SELECT l.level,
       least(floor((a."longitude" + 180) / 360 * (1 << l.level))::integer, (1 << l.level) - 1),
       least(greatest(floor((1 - ln(tan(radians(least(greatest(a."latitude", -85.0511), 85.0511)))
             + 1 / cos(radians(least(greatest(a."latitude", -85.0511), 85.0511)))) / pi()) / 2
             * (1 << l.level))::integer, 0), (1 << l.level) - 1),
       a."status", a."is_active", a."category_id", a."advert_type_id", a."city_id",
       count(*), sum(a."latitude"), sum(a."longitude")
FROM "adverts" a CROSS JOIN generate_series(2, 15) AS l(level)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
