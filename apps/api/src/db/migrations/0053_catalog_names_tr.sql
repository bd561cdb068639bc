-- The site's own words for databases made before them (docs/decisions/0070-choice-names-and-backfill.md):
-- a list key's choices get Turkish names beside the stored English values, and the demo catalog's
-- known English names get the Turkish ones the seed gives a new database (src/db/seed/data/catalog-tr.ts).
-- Only where none is kept: a Turkish name staff wrote is never replaced.
ALTER TABLE "category_property_keys" ADD COLUMN IF NOT EXISTS "choices_tr" jsonb;--> statement-breakpoint
UPDATE "advert_types" t SET "title_tr" = d.tr
FROM (VALUES
  ('sale', 'Satılık'),
  ('rent', 'Kiralık')
) AS d(en, tr)
WHERE t."title_tr" IS NULL AND lower(t."title") = d.en;--> statement-breakpoint
UPDATE "categories" c SET "title_tr" = d.tr
FROM (VALUES
  ('house', 'Müstakil Ev'),
  ('apartment', 'Daire'),
  ('office', 'Ofis'),
  ('villa', 'Villa'),
  ('land', 'Arsa'),
  ('shop', 'Dükkan')
) AS d(en, tr)
WHERE c."title_tr" IS NULL AND lower(c."title") = d.en;--> statement-breakpoint
UPDATE "category_property_keys" k SET "name_tr" = d.tr
FROM (VALUES
  ('bedrooms', 'Yatak odası'),
  ('bathrooms', 'Banyo'),
  ('area (m²)', 'Alan (m²)'),
  ('floors', 'Kat sayısı'),
  ('floor', 'Bulunduğu kat'),
  ('year built', 'Yapım yılı'),
  ('garden', 'Bahçe'),
  ('parking', 'Otopark'),
  ('heating', 'Isıtma'),
  ('elevator', 'Asansör'),
  ('balcony', 'Balkon'),
  ('rooms', 'Oda sayısı'),
  ('air conditioning', 'Klima'),
  ('land area (m²)', 'Arsa alanı (m²)'),
  ('swimming pool', 'Yüzme havuzu'),
  ('zoning', 'İmar durumu'),
  ('road access', 'Yol erişimi'),
  ('electricity', 'Elektrik'),
  ('water', 'Su'),
  ('slope', 'Eğim'),
  ('frontage (m)', 'Cephe (m)'),
  ('storage room', 'Depo')
) AS d(en, tr)
WHERE k."name_tr" IS NULL AND lower(k."name") = d.en;--> statement-breakpoint
UPDATE "category_property_keys" k SET "unit_tr" = d.tr
FROM (VALUES
  ('rooms', 'oda'),
  ('floors', 'kat'),
  ('year', 'yıl')
) AS d(en, tr)
WHERE k."unit_tr" IS NULL AND k."type" = 'number' AND k."unit" = d.en;--> statement-breakpoint
-- A list key's names follow its choices one by one (null for a choice the demo does not know);
-- a key none of whose choices is known keeps none.
UPDATE "category_property_keys" k SET "choices_tr" = named.tr
FROM (
  SELECT own.id, jsonb_agg(d.tr ORDER BY e.ord) AS tr, count(d.tr) AS known
  FROM "category_property_keys" own
  CROSS JOIN LATERAL jsonb_array_elements_text(own."choices") WITH ORDINALITY AS e(value, ord)
  LEFT JOIN (VALUES
  ('parking', 'private garage', 'Özel garaj'),
  ('parking', 'driveway', 'Garaj yolu'),
  ('parking', 'street parking', 'Sokakta park'),
  ('parking', 'carport', 'Üstü kapalı park yeri'),
  ('parking', 'underground', 'Kapalı otopark'),
  ('parking', 'public car park nearby', 'Yakında umumi otopark'),
  ('heating', 'natural gas combi boiler', 'Doğalgaz kombi'),
  ('heating', 'central heating', 'Merkezi ısıtma'),
  ('heating', 'underfloor heating', 'Yerden ısıtma'),
  ('heating', 'heat pump', 'Isı pompası'),
  ('heating', 'district heating', 'Bölgesel ısıtma'),
  ('air conditioning', 'central', 'Merkezi'),
  ('air conditioning', 'split units', 'Split klima'),
  ('air conditioning', 'vrf system', 'VRF sistemi'),
  ('swimming pool', 'private', 'Özel'),
  ('swimming pool', 'private, heated', 'Özel, ısıtmalı'),
  ('swimming pool', 'infinity pool', 'Sonsuzluk havuzu'),
  ('swimming pool', 'shared', 'Ortak'),
  ('zoning', 'residential', 'Konut'),
  ('zoning', 'agricultural', 'Tarım'),
  ('zoning', 'tourism', 'Turizm'),
  ('zoning', 'commercial', 'Ticari'),
  ('road access', 'paved road', 'Asfalt yol'),
  ('road access', 'gravel road', 'Stabilize yol'),
  ('electricity', 'connected', 'Bağlı'),
  ('electricity', 'at the boundary', 'Parsel sınırında'),
  ('electricity', 'nearby', 'Yakında'),
  ('water', 'mains', 'Şebeke suyu'),
  ('water', 'well', 'Kuyu'),
  ('water', 'nearby', 'Yakında'),
  ('slope', 'flat', 'Düz'),
  ('slope', 'gentle', 'Hafif eğimli'),
  ('slope', 'terraced', 'Teraslı')
  ) AS d(key, en, tr) ON d.key = lower(own."name") AND d.en = lower(e.value)
  WHERE own."type" = 'choice' AND own."choices_tr" IS NULL
  GROUP BY own.id
) AS named
WHERE k.id = named.id AND named.known > 0;
