CREATE INDEX "adverts_created_report_idx" ON "adverts" USING btree ("created_at","status","category_id","advert_type_id","city_id");--> statement-breakpoint
CREATE INDEX "adverts_views_created_idx" ON "adverts" USING btree ("view_count" DESC,"created_at","id");--> statement-breakpoint
CREATE INDEX "tour_requests_created_idx" ON "tour_requests" USING btree ("created_at","advert_id");--> statement-breakpoint
-- Reports count rows per UTC day with this expression. Without statistics on it the planner
-- takes every timestamp for a separate day and counts serially; with them it knows there are
-- few days and counts in parallel workers (drizzle-kit cannot declare statistics: added by hand).
CREATE STATISTICS "adverts_created_day_stats" ON ((created_at AT TIME ZONE 'UTC')::date) FROM "adverts";--> statement-breakpoint
CREATE STATISTICS "users_created_day_stats" ON ((created_at AT TIME ZONE 'UTC')::date) FROM "users";--> statement-breakpoint
CREATE STATISTICS "tour_requests_created_day_stats" ON ((created_at AT TIME ZONE 'UTC')::date) FROM "tour_requests";--> statement-breakpoint
ANALYZE "adverts", "users", "tour_requests";
