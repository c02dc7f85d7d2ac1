ALTER TABLE "subscriptions" ADD COLUMN "tier_until_revision_paid" smallint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "revision_unpaid_since" timestamp with time zone;