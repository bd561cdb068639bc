-- Each owner's adverts per status (subject 'adverts:<status>', the owner's id), for My Adverts'
-- total and the owner's overview (docs/decisions/0030-tallies.md), kept by triggers (db/sql/)
-- applied in this same transaction after the last migration: the lock keeps writers out from
-- this first count until they are in place.
LOCK TABLE adverts IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO tallies (subject, subject_id, n)
SELECT 'adverts:' || status, user_id, count(*) FROM adverts GROUP BY user_id, status;
