ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_provider_refund_idx" ON "order_refunds" USING btree ("provider_refund_id") WHERE "order_refunds"."provider_refund_id" is not null;--> statement-breakpoint
-- Every refund is a row (decision 0059). A capture owed back before this change (another
-- amount than the order's, or for what the buyer had) is asked for through one, for the
-- order's amount: what PayPal took was not kept for them.
INSERT INTO "order_refunds" ("id", "order_id", "amount", "currency", "status", "reason")
SELECT gen_random_uuid()::text, o."id", o."amount", o."currency", 'pending',
  coalesce(o."failure_reason", 'The payment was refunded.')
FROM "orders" o
WHERE o."status" = 'refund_pending' AND o."capture_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "order_refunds" r WHERE r."order_id" = o."id" AND r."status" = 'pending'
  );--> statement-breakpoint
-- A refunded order whose rows do not add up to its amount (refunded at PayPal, or owed back)
-- gets a row for the rest, with PayPal's refund id and date where the order kept them.
INSERT INTO "order_refunds" (
  "id", "order_id", "amount", "currency", "status", "reason", "provider_refund_id",
  "created_at", "completed_at"
)
SELECT gen_random_uuid()::text, o."id", o."amount" - coalesce(given."total", 0), o."currency",
  'completed', coalesce(o."failure_reason", 'The payment was refunded.'),
  CASE
    WHEN EXISTS (SELECT 1 FROM "order_refunds" r WHERE r."provider_refund_id" = o."refund_id")
    THEN NULL
    ELSE o."refund_id"
  END,
  coalesce(o."refunded_at", now()), coalesce(o."refunded_at", now())
FROM "orders" o
LEFT JOIN (
  SELECT "order_id", sum("amount") AS "total" FROM "order_refunds"
  WHERE "status" = 'completed' GROUP BY "order_id"
) given ON given."order_id" = o."id"
WHERE o."status" = 'refunded' AND o."amount" - coalesce(given."total", 0) > 0;
