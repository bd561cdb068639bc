CREATE TABLE "advert_counts" (
	"level" smallint NOT NULL,
	"place_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"bucket" integer NOT NULL,
	"category_id" integer NOT NULL,
	"advert_type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "advert_counts_pk" PRIMARY KEY("level","place_id","status","is_active","bucket","category_id","advert_type_id","country_id","city_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "advert_search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advert_term_counts" (
	"term" text NOT NULL,
	"category_id" integer NOT NULL,
	"advert_type_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "advert_term_counts_pk" PRIMARY KEY("term","category_id","advert_type_id")
);
--> statement-breakpoint
DROP INDEX "adverts_search_trgm";--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(regexp_replace(search_text, '([^\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]{100})[^\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+', '\1', 'g'), '[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+'), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "adverts_search_vector_idx" ON "adverts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "adverts_public_category_title_idx" ON "adverts" USING btree ("category_id","title") WHERE status = 1 AND is_active;--> statement-breakpoint
CREATE INDEX "adverts_public_city_title_idx" ON "adverts" USING btree ("city_id","title") WHERE status = 1 AND is_active;--> statement-breakpoint
CREATE INDEX "adverts_public_city_price_idx" ON "adverts" USING btree ("city_id","price") WHERE status = 1 AND is_active;--> statement-breakpoint
CREATE INDEX "adverts_public_price_idx" ON "adverts" USING btree ("price","advert_type_id","category_id","country_id","city_id","district_id") WHERE status = 1 AND is_active;