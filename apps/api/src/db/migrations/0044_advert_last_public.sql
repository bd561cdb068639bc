CREATE TABLE "advert_last_public" (
	"advert_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"image_id" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advert_last_public" ADD CONSTRAINT "advert_last_public_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_last_public" ADD CONSTRAINT "advert_last_public_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_last_public_image_idx" ON "advert_last_public" USING btree ("image_id") WHERE image_id IS NOT NULL;--> statement-breakpoint
-- Approved adverts that are off the site today (switched off, or in an inactive category) still
-- hold their approved content on their row: it is what was last public. PENDING and REJECTED
-- adverts may have been edited in place since, so nothing is known of them (decision 0057).
INSERT INTO "advert_last_public" ("advert_id", "slug", "title", "price", "currency", "image_id")
SELECT a.id, a.slug, a.title, a.price, a.currency,
       (SELECT i.id FROM images i WHERE i.advert_id = a.id AND i.featured)
FROM adverts a JOIN categories c ON c.id = a.category_id
WHERE a.status = 1 AND NOT (a.is_active AND c.is_active);
