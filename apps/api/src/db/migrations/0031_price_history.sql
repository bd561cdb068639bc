CREATE TABLE "advert_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advert_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advert_id" integer NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"new_price" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drop_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drops_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "saved_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "told_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "advert_price_changes" ADD CONSTRAINT "advert_price_changes_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_price_changes_advert_idx" ON "advert_price_changes" USING btree ("advert_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "adverts_public_similar_idx" ON "adverts" USING btree ("city_id","category_id","advert_type_id","price") WHERE status = 1 AND is_active;--> statement-breakpoint
-- Favourites saved before prices were watched count from today's price (docs/product.md#price-watch).
UPDATE "favorites" f SET "saved_price" = a."price", "told_price" = a."price" FROM "adverts" a WHERE a."id" = f."advert_id";
