ALTER TABLE "subscriptions" ADD COLUMN "upgrade_plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "upgrade_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "upgrade_approve_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_upgrade_plan_id_subscription_plans_id_fk" FOREIGN KEY ("upgrade_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;