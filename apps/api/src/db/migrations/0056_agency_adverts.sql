-- Adverts posted for an agency, with the listing id and fingerprint of its catalogue
-- (docs/product.md#agency-adverts). A new column without a default rewrites no row.
ALTER TABLE "adverts" ADD COLUMN "agency_id" integer REFERENCES "agencies"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "agency_listing_id" text;
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "import_fingerprint" text;
--> statement-breakpoint
CREATE INDEX "adverts_agency_idx" ON "adverts" ("agency_id", "created_at") WHERE "agency_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "adverts_agency_listing_uq" ON "adverts" ("agency_id", "agency_listing_id")
  WHERE "agency_listing_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "source_url" text;
