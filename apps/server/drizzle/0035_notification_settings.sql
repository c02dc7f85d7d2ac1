ALTER TABLE "notification_settings" ADD COLUMN "mentions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "signals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "tickets" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "quiet_start" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "quiet_end" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;