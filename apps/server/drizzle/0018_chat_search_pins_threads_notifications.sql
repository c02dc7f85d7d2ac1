CREATE TABLE "channel_notification_prefs" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_notification_prefs_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "channel_notification_prefs_level" CHECK ("channel_notification_prefs"."level" in ('all', 'mentions', 'muted'))
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"user_id" text NOT NULL,
	"root_id" bigint NOT NULL,
	"last_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "thread_reads_user_id_root_id_pk" PRIMARY KEY("user_id","root_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "messages"."text")) STORED;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "pinned_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_root_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_notification_prefs" ADD CONSTRAINT "channel_notification_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_root_id_messages_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_root_id_messages_id_fk" FOREIGN KEY ("thread_root_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "messages_pinned_idx" ON "messages" USING btree ("channel","pinned_at") WHERE "messages"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_root_id","id") WHERE "messages"."thread_root_id" is not null;