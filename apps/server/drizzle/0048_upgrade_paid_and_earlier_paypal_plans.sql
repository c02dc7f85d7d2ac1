CREATE TABLE "earlier_provider_plans" (
	"provider_plan_id" text PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tier_until_revision_paid" smallint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "revision_unpaid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earlier_provider_plans" ADD CONSTRAINT "earlier_provider_plans_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;