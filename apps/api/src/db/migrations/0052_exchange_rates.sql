-- Exchange rates and prices compared across currencies (docs/product.md#exchange-rates,
-- docs/decisions/0063-exchange-rates.md): each rate is the value of one unit of its currency in
-- the site currency (the Web Site page's default, whose own rate is 1).
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- The rate every advert's price_site reflects; the background job walks the adverts of a
	-- currency whose rate moved and then sets it.
	"applied_rate" numeric(20, 10),
	CONSTRAINT "exchange_rates_currency_ck" CHECK ("currency" IN ('USD', 'EUR', 'GBP', 'TRY')),
	CONSTRAINT "exchange_rates_rate_ck" CHECK ("rate" > 0 AND "rate" <= 1000000)
);
--> statement-breakpoint
-- Shipped demo rates, dated (per US dollar), re-based on the site currency of this database.
INSERT INTO "exchange_rates" ("currency", "rate", "rate_date", "source", "applied_rate")
SELECT d.currency, round(d.usd / s.usd, 10), DATE '2026-12-01', 'demo', round(d.usd / s.usd, 10)
FROM (VALUES ('USD', 1::numeric), ('EUR', 1.0850), ('GBP', 1.2700), ('TRY', 0.0290)) AS d(currency, usd)
CROSS JOIN (
  SELECT v.usd FROM (VALUES ('USD', 1::numeric), ('EUR', 1.0850), ('GBP', 1.2700), ('TRY', 0.0290)) AS v(currency, usd)
  WHERE v.currency = coalesce((SELECT data->>'defaultCurrency' FROM site_settings WHERE id = 1), 'USD')
) s;
--> statement-breakpoint
-- Each advert's price in the site currency: what price filters and the price sort compare.
ALTER TABLE "adverts" ADD COLUMN "price_site" numeric(20, 2);
--> statement-breakpoint
-- The backfill touches no column the adverts' triggers keep anything of (the counts by price
-- bucket are rebuilt below): with them off, a million adverts take minutes, not hours.
ALTER TABLE "adverts" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "adverts" a SET "price_site" = round(a."price" * r."rate", 2)
FROM "exchange_rates" r WHERE r."currency" = a."currency";
--> statement-breakpoint
ALTER TABLE "adverts" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "price_site" SET NOT NULL;
--> statement-breakpoint
-- The price indexes follow the compared price.
DROP INDEX IF EXISTS "adverts_public_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_public_city_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_foreign_currency_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_status_price_idx";
--> statement-breakpoint
CREATE INDEX "adverts_public_price_site_idx" ON "adverts" USING btree ("price_site","advert_type_id","category_id","country_id","city_id","district_id") WHERE status = 1 AND is_active;
--> statement-breakpoint
CREATE INDEX "adverts_public_city_price_site_idx" ON "adverts" USING btree ("city_id","price_site") WHERE status = 1 AND is_active;
--> statement-breakpoint
CREATE INDEX "adverts_status_price_site_idx" ON "adverts" USING btree ("status","price_site");
--> statement-breakpoint
-- The map's covering index carries the compared price instead of the advert's own.
DROP INDEX IF EXISTS "adverts_public_map_idx";
--> statement-breakpoint
CREATE INDEX "adverts_public_map_idx" ON "adverts" USING gist (point("longitude", "latitude"))
  INCLUDE ("latitude", "longitude", "price", "currency", "price_site", "category_id", "advert_type_id",
           "country_id", "city_id", "district_id", "id")
  WHERE "status" = 1 AND "is_active";
--> statement-breakpoint
-- The search totals' price buckets count the compared price (advert_search_delta_sql).
DELETE FROM "advert_counts" WHERE "bucket" <> -1;
--> statement-breakpoint
INSERT INTO "advert_counts" ("level", "place_id", "status", "is_active", "bucket", "category_id",
  "advert_type_id", "country_id", "city_id", "district_id", "n")
SELECT l.level, l.place_id, a.status, a.is_active, advert_price_bucket(a.price_site), a.category_id,
       a.advert_type_id, l.country_id, l.city_id, l.district_id, count(*)
FROM adverts a
CROSS JOIN LATERAL (VALUES (0::smallint, 0, 0, 0, 0),
                           (1::smallint, a.country_id, a.country_id, 0, 0),
                           (2::smallint, a.city_id, a.country_id, a.city_id, 0),
                           (3::smallint, a.district_id, a.country_id, a.city_id, a.district_id))
  AS l(level, place_id, country_id, city_id, district_id)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
