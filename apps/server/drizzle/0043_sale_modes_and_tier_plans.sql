DROP INDEX "subscription_plans_product_period_idx";--> statement-breakpoint
ALTER TABLE "product_tiers" ADD COLUMN "sold_once" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_once" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "tier" smallint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "badge_tier_before" smallint;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_product_tier_period_key" UNIQUE NULLS NOT DISTINCT("product_id","tier","period");