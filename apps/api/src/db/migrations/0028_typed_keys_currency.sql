CREATE TABLE "property_value_misfits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_value_misfits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advert_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"value" text NOT NULL,
	"expected_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "min_value" double precision;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "max_value" double precision;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_values" ADD COLUMN "number_value" double precision;--> statement-breakpoint
ALTER TABLE "property_value_misfits" ADD CONSTRAINT "property_value_misfits_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_value_misfits" ADD CONSTRAINT "property_value_misfits_key_id_category_property_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."category_property_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_foreign_currency_idx" ON "adverts" USING btree ("currency","status","price") WHERE currency <> 'USD';--> statement-breakpoint
CREATE INDEX "property_values_key_number_idx" ON "property_values" USING btree ("key_id","number_value","advert_id") WHERE "property_values"."number_value" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD CONSTRAINT "category_property_keys_type_ck" CHECK ("category_property_keys"."type" IN ('number', 'boolean', 'text', 'choice'));--> statement-breakpoint
-- The demo catalog's keys get their types by name (docs/product.md#typed-property-details); the
-- same list as src/db/seed/data/key-types.ts. Other keys stay text.
UPDATE "category_property_keys" k
SET "type" = t.type, "unit" = t.unit, "min_value" = t.min_value, "max_value" = t.max_value,
    "choices" = t.choices::jsonb
FROM (VALUES
  ('bedrooms', 'number', 'rooms', 0, 50, '[]'),
  ('bathrooms', 'number', 'rooms', 0, 50, '[]'),
  ('rooms', 'number', 'rooms', 0, 100, '[]'),
  ('area (m²)', 'number', 'm²', 1, NULL, '[]'),
  ('land area (m²)', 'number', 'm²', 1, NULL, '[]'),
  ('floors', 'number', 'floors', 1, 200, '[]'),
  ('floor', 'number', NULL, -5, 300, '[]'),
  ('year built', 'number', 'year', 1800, 2100, '[]'),
  ('frontage (m)', 'number', 'm', 0, NULL, '[]'),
  ('garden', 'boolean', NULL, NULL, NULL, '[]'),
  ('elevator', 'boolean', NULL, NULL, NULL, '[]'),
  ('balcony', 'boolean', NULL, NULL, NULL, '[]'),
  ('storage room', 'boolean', NULL, NULL, NULL, '[]'),
  ('parking', 'choice', NULL, NULL, NULL, '["Private garage","Driveway","Street parking","Carport","Underground","Public car park nearby"]'),
  ('heating', 'choice', NULL, NULL, NULL, '["Natural gas combi boiler","Central heating","Underfloor heating","Heat pump","District heating"]'),
  ('air conditioning', 'choice', NULL, NULL, NULL, '["Central","Split units","VRF system"]'),
  ('swimming pool', 'choice', NULL, NULL, NULL, '["Private","Private, heated","Infinity pool","Shared"]'),
  ('zoning', 'choice', NULL, NULL, NULL, '["Residential","Agricultural","Tourism","Commercial"]'),
  ('road access', 'choice', NULL, NULL, NULL, '["Paved road","Gravel road"]'),
  ('electricity', 'choice', NULL, NULL, NULL, '["Connected","At the boundary","Nearby"]'),
  ('water', 'choice', NULL, NULL, NULL, '["Mains","Well","Nearby"]'),
  ('slope', 'choice', NULL, NULL, NULL, '["Flat","Gentle","Terraced"]')
) AS t(name, type, unit, min_value, max_value, choices)
WHERE lower(k."name") = t.name;
--> statement-breakpoint
-- Converting values is no edit by their owners: the version trigger (if already defined) stays off.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'property_values_version_change') THEN
    ALTER TABLE "property_values" DISABLE TRIGGER "property_values_version_change";
  END IF;
END $$;
--> statement-breakpoint
UPDATE "property_values" v SET "value" = '0', "number_value" = 0
FROM "category_property_keys" k
WHERE k.id = v.key_id AND k.type = 'number' AND lower(k.name) = 'floor'
  AND lower(trim(v.value)) IN ('ground', 'ground floor');
--> statement-breakpoint
UPDATE "property_values" v SET "value" = trim(v.value)::double precision::text,
  "number_value" = trim(v.value)::double precision
FROM "category_property_keys" k
WHERE k.id = v.key_id AND k.type = 'number' AND v.number_value IS NULL
  AND trim(v.value) ~ '^-?[0-9]{1,12}(\.[0-9]{1,4})?$'
  AND (k.min_value IS NULL OR trim(v.value)::double precision >= k.min_value)
  AND (k.max_value IS NULL OR trim(v.value)::double precision <= k.max_value);
--> statement-breakpoint
UPDATE "property_values" v
SET "value" = CASE WHEN lower(trim(v.value)) IN ('yes', 'true', '1') THEN 'Yes' ELSE 'No' END,
  "number_value" = CASE WHEN lower(trim(v.value)) IN ('yes', 'true', '1') THEN 1 ELSE 0 END
FROM "category_property_keys" k
WHERE k.id = v.key_id AND k.type = 'boolean'
  AND lower(trim(v.value)) IN ('yes', 'true', '1', 'no', 'false', '0');
--> statement-breakpoint
UPDATE "property_values" v SET "value" = c.choice
FROM "category_property_keys" k, LATERAL jsonb_array_elements_text(k.choices) AS c(choice)
WHERE k.id = v.key_id AND k.type = 'choice' AND lower(c.choice) = lower(trim(v.value))
  AND v.value <> c.choice;
--> statement-breakpoint
-- What does not fit stays as it was (text) and is listed; the server warns about them at start.
INSERT INTO "property_value_misfits" ("advert_id", "key_id", "value", "expected_type")
SELECT v.advert_id, v.key_id, v.value, k.type
FROM "property_values" v JOIN "category_property_keys" k ON k.id = v.key_id
WHERE (k.type IN ('number', 'boolean') AND v.number_value IS NULL)
   OR (k.type = 'choice' AND NOT EXISTS (
         SELECT 1 FROM jsonb_array_elements_text(k.choices) AS c(choice) WHERE c.choice = v.value));
--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'property_values_version_change') THEN
    ALTER TABLE "property_values" ENABLE TRIGGER "property_values_version_change";
  END IF;
END $$;
