ALTER TABLE "adverts" ADD COLUMN "status_reason_code" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
-- Adverts already waiting entered PENDING at their last write, as far as anyone can tell now;
-- from here on the trigger advert_moderation_on_write keeps the column (db/sql/). A reason given
-- before the list existed was free text: it counts as Other. In batches of 500: the statement
-- triggers on adverts join their transition tables, which one UPDATE of 60,000 rows made take
-- many minutes.
DO $$
DECLARE
  last_id integer := 0;
  upto integer;
BEGIN
  LOOP
    SELECT max(id) INTO upto FROM (
      SELECT id FROM adverts WHERE status IN (0, 2) AND id > last_id ORDER BY id LIMIT 500) s;
    EXIT WHEN upto IS NULL;
    UPDATE adverts SET pending_since = updated_at
      WHERE status = 0 AND id > last_id AND id <= upto;
    UPDATE adverts SET status_reason_code = 'OTHER'
      WHERE status = 2 AND status_reason IS NOT NULL AND id > last_id AND id <= upto;
    last_id := upto;
  END LOOP;
END $$;--> statement-breakpoint
CREATE INDEX "adverts_queue_idx" ON "adverts" USING btree ("pending_since","id") WHERE status = 0;
