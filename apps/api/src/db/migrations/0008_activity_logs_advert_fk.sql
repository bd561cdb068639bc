-- Deleting an advert deletes its activity log entries (docs/product.md#adverts). Entries about
-- adverts that are already gone are deleted first, as the cascade would have done, so the key
-- applies to old data.
DELETE FROM "activity_logs" WHERE "advert_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "adverts" WHERE "adverts"."id" = "activity_logs"."advert_id");--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_advert_idx" ON "activity_logs" USING btree ("advert_id");