DROP INDEX "subscriptions_provider_status_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_provider_status_idx" ON "subscriptions" USING btree ("provider_status","reconciled_at");