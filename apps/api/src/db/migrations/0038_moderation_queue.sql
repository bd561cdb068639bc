ALTER TABLE "adverts" ADD COLUMN "status_reason_code" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
-- Adverts already waiting entered PENDING at their last write, as far as anyone can tell now;
-- from here on the trigger advert_moderation_on_write keeps the column (db/sql/).
UPDATE "adverts" SET "pending_since" = "updated_at" WHERE "status" = 0;--> statement-breakpoint
-- A reason given before the list existed was free text: it counts as Other.
UPDATE "adverts" SET "status_reason_code" = 'OTHER' WHERE "status" = 2 AND "status_reason" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "adverts_queue_idx" ON "adverts" USING btree ("pending_since","id") WHERE status = 0;
