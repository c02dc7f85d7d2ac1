ALTER TABLE "users" ADD COLUMN "badge_membership_tier" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "badge_membership_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "badge_fallback_tier" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_badge_membership_tiers_range" CHECK (("users"."badge_membership_tier" is null or "users"."badge_membership_tier" between 1 and 3) and ("users"."badge_fallback_tier" is null or "users"."badge_fallback_tier" between 1 and 3));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_badge_membership_whole" CHECK (("users"."badge_membership_tier" is null) = ("users"."badge_membership_until" is null));--> statement-breakpoint
-- A badge tier membership running now moves its grant onto its member's row (decision 0076):
-- its tier and access end, and as fallback the higher of the tier held when it began and what
-- the member's completed orders bought (decision 0071's fallback).
UPDATE "users" AS u SET
  "badge_membership_tier" = coalesce(p."tier", 1),
  "badge_membership_until" = s."access_until",
  "badge_fallback_tier" = nullif(greatest(coalesce(s."badge_tier_before", 0), coalesce(bought."tier", 0)), 0)
FROM "subscriptions" AS s
  JOIN "subscription_plans" AS p ON p."id" = s."plan_id"
  JOIN "products" AS pr ON pr."id" = p."product_id"
  LEFT JOIN LATERAL (
    SELECT max(coalesce(ol."tier", 1)) AS "tier"
    FROM "order_lines" AS ol
      JOIN "orders" AS o ON o."id" = ol."order_id"
      JOIN "products" AS op ON op."id" = ol."product_id"
    WHERE o."user_id" = s."user_id" AND o."status" = 'completed' AND op."role" = 'blue_badge_trader'
  ) AS bought ON true
WHERE s."user_id" = u."id"
  AND pr."role" = 'blue_badge_trader'
  AND s."status" IN ('active', 'past_due', 'cancelling')
  AND s."access_until" IS NOT NULL;
