-- Similar homes in the advert's district first (docs/product.md#similar-homes): each side of its
-- price one short range, as adverts_public_similar_idx gives them in its city.
CREATE INDEX "adverts_public_similar_district_idx" ON "adverts" USING btree ("district_id","category_id","advert_type_id","currency","price","id") WHERE status = 1 AND is_active;
