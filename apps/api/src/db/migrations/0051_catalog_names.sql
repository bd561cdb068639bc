-- The site's own words in Turkish beside the English ones (docs/decisions/0062-catalog-names.md):
-- null while staff have not written one, and readers then see the English name.
ALTER TABLE "categories" ADD COLUMN "title_tr" text;--> statement-breakpoint
ALTER TABLE "advert_types" ADD COLUMN "title_tr" text;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "name_tr" text;--> statement-breakpoint
ALTER TABLE "category_property_keys" ADD COLUMN "unit_tr" text;
