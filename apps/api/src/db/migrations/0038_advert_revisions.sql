CREATE TABLE "advert_revisions" (
	"advert_id" integer PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_at" timestamp with time zone,
	"rejected_reason" text
);
--> statement-breakpoint
ALTER TABLE "advert_revisions" ADD CONSTRAINT "advert_revisions_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_revisions" ADD CONSTRAINT "advert_revisions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_revisions_waiting_idx" ON "advert_revisions" USING btree ("submitted_at","advert_id") WHERE rejected_at IS NULL;