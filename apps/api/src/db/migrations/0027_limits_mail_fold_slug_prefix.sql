ALTER TABLE "tour_requests" ADD COLUMN "owner_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD COLUMN "owner_notice_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "advert_slug_history_prefix_idx" ON "advert_slug_history" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "adverts_slug_prefix_idx" ON "adverts" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tour_requests_notice_due_idx" ON "tour_requests" USING btree ("owner_notice_due_at") WHERE "tour_requests"."owner_notice_due_at" IS NOT NULL;