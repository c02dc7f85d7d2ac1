CREATE TABLE "demo_community" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_community_one_row" CHECK ("demo_community"."id")
);
