CREATE TABLE "channel_settings" (
	"channel" text PRIMARY KEY NOT NULL,
	"slowmode_seconds" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_settings_slowmode_range" CHECK ("channel_settings"."slowmode_seconds" between 0 and 21600)
);
--> statement-breakpoint
ALTER TABLE "channel_settings" ADD CONSTRAINT "channel_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id");