-- Estate agencies, their members and e-mailed invitations (docs/product.md#agencies,
-- docs/decisions/0075-agency-data-and-invitations.md).
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"licence_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"country_id" integer NOT NULL REFERENCES "countries"("id") ON DELETE restrict,
	"city_id" integer NOT NULL REFERENCES "cities"("id") ON DELETE restrict,
	"district_id" integer NOT NULL REFERENCES "districts"("id") ON DELETE restrict,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"logo_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_status_ck" CHECK ("status" IN ('PENDING', 'VERIFIED', 'REFUSED')),
	CONSTRAINT "agencies_point_ck" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_slug_uq" ON "agencies" ("slug");
--> statement-breakpoint
-- The staff's queue: open agencies of a status, oldest first.
CREATE INDEX "agencies_queue_idx" ON "agencies" ("status", "created_at") WHERE "closed_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_role_ck" CHECK ("role" IN ('OWNER', 'AGENT'))
);
--> statement-breakpoint
-- One agency per person.
CREATE UNIQUE INDEX "agency_members_user_uq" ON "agency_members" ("user_id");
--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" ("agency_id");
--> statement-breakpoint
-- One owner per agency.
CREATE UNIQUE INDEX "agency_members_owner_uq" ON "agency_members" ("agency_id") WHERE "role" = 'OWNER';
--> statement-breakpoint
CREATE TABLE "agency_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"invited_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_token_uq" ON "agency_invitations" ("token_hash");
--> statement-breakpoint
-- One open invitation per agency and address.
CREATE UNIQUE INDEX "agency_invitations_open_uq" ON "agency_invitations" ("agency_id", "email")
  WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;
