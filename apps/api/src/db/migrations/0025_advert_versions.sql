ALTER TABLE "adverts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Existing rows keep NULL (no table rewrite); rows inserted from now on note their transaction.
ALTER TABLE "adverts" ADD COLUMN "version_xact" bigint;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "version_xact" SET DEFAULT txid_current();
-- The version rises through triggers (db/sql/): docs/decisions/0032-advert-versions.md.