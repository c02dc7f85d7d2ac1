CREATE TABLE "demo_subscription_moves" (
	"provider_subscription_id" text PRIMARY KEY NOT NULL,
	"moves" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
