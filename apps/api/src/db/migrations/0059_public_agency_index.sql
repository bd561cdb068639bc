-- An agency's public adverts in one small index (docs/product.md#agency-page): its page's total is
-- counted and its page collected from the index alone, without reading each advert's row.
CREATE INDEX "adverts_public_agency_idx" ON "adverts" ("agency_id", "created_at")
  INCLUDE ("id", "category_id", "price_site", "view_count")
  WHERE "agency_id" IS NOT NULL AND status = 1 AND is_active;
