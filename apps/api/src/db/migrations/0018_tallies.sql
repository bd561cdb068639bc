CREATE TABLE "tallies" (
	"subject" text NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tallies_pk" PRIMARY KEY("subject","subject_id")
);
--> statement-breakpoint
-- Counts the pages show on every view (docs/decisions/0030-tallies.md), kept by triggers
-- (db/sql/) applied in this same transaction after the last migration: the lock keeps writers
-- out from this first count until they are in place.
LOCK TABLE users, tour_requests IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO tallies (subject, subject_id, n)
SELECT 'users:' || role, 0, count(*) FROM users GROUP BY role
UNION ALL SELECT 'tour_requests', 0, count(*) FROM tour_requests HAVING count(*) > 0
UNION ALL SELECT 'tour_requests:owner', owner_user_id, count(*) FROM tour_requests GROUP BY owner_user_id
UNION ALL SELECT 'tour_requests:guest', guest_user_id, count(*) FROM tour_requests GROUP BY guest_user_id;
