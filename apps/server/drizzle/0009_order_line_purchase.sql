ALTER TABLE "order_lines" ADD COLUMN "purchase" text DEFAULT 'buy' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "from_tier" smallint;