-- The map's live grouping (docs/decisions/0036-map-clusters.md): the public adverts' points with
-- every column the map's filters test, so a price bound or a typed filter reads the box's adverts
-- from this index alone (an index-only scan) instead of one heap page per advert.
CREATE INDEX "adverts_public_map_idx" ON "adverts" USING gist (point("longitude", "latitude"))
  INCLUDE ("latitude", "longitude", "price", "currency", "category_id", "advert_type_id",
           "country_id", "city_id", "district_id", "id")
  WHERE "status" = 1 AND "is_active";
--> statement-breakpoint
-- A typed filter's test per advert (EXISTS … WHERE advert_id = a.id AND key_id = k) answered from
-- the index alone, without a heap page of property_values per advert of the box.
CREATE INDEX "property_values_advert_key_value_idx" ON "property_values" ("advert_id", "key_id")
  INCLUDE ("number_value", "value");
