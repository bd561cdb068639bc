CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advert_id" integer,
	"advert_title" text NOT NULL,
	"advert_slug" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"guest_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_text" text NOT NULL,
	"last_sender_id" integer NOT NULL,
	"owner_unread" integer DEFAULT 0 NOT NULL,
	"guest_unread" integer DEFAULT 0 NOT NULL,
	"owner_mailed_at" timestamp with time zone,
	"guest_mailed_at" timestamp with time zone,
	"first_reply_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"viewer_user_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"advert_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_advert_guest_uq" ON "conversations" USING btree ("advert_id","guest_user_id");--> statement-breakpoint
CREATE INDEX "conversations_owner_list_idx" ON "conversations" USING btree ("owner_user_id","last_message_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "conversations_guest_list_idx" ON "conversations" USING btree ("guest_user_id","last_message_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "conversations_owner_unread_idx" ON "conversations" USING btree ("owner_user_id") WHERE owner_unread > 0;--> statement-breakpoint
CREATE INDEX "conversations_guest_unread_idx" ON "conversations" USING btree ("guest_user_id") WHERE guest_unread > 0;--> statement-breakpoint
CREATE INDEX "conversations_owner_replies_idx" ON "conversations" USING btree ("owner_user_id","created_at") WHERE first_reply_seconds IS NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_reveals_viewer_idx" ON "phone_reveals" USING btree ("viewer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_owner_idx" ON "phone_reveals" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "adverts_public_user_idx" ON "adverts" USING btree ("user_id","category_id") WHERE status = 1 AND is_active;