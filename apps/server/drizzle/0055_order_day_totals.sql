-- Each UTC day's orders by status (decision 0090): the console's sales report and its orders'
-- total read these rows instead of every order of their range.
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"demo" boolean NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"takings" numeric(14, 2) DEFAULT 0 NOT NULL,
	"credits" numeric(16, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_totals_day_status_demo_pk" PRIMARY KEY("day","status","demo")
);
--> statement-breakpoint
-- Adds one order to its day's totals (step 1) or takes it out (step -1), with the credits paid
-- on it. Every row is created by an order's insert and never deleted, so a commission only
-- ever updates one.
CREATE FUNCTION order_day_totals_add(counted orders, step integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, status, demo, orders, takings, credits)
  VALUES (
    (counted.created_at AT TIME ZONE 'UTC')::date, counted.status, counted.provider = 'demo', step,
    step * (counted.amount - counted.refunded_amount),
    step * coalesce((SELECT c.credits FROM commissions c WHERE c.order_id = counted.id), 0))
  ON CONFLICT (day, status, demo) DO UPDATE SET
    orders = t.orders + excluded.orders,
    takings = t.takings + excluded.takings,
    credits = t.credits + excluded.credits;
END $$;--> statement-breakpoint
-- An order moves from its old row to its new one. The row that sorts first is written first,
-- whichever way the order moves, so two orders moving between the same rows in opposite
-- directions wait for each other instead of deadlocking.
CREATE FUNCTION order_day_totals_follow_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_day_totals_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_day_totals_add(OLD, -1);
    RETURN OLD;
  ELSIF (OLD.created_at AT TIME ZONE 'UTC')::date < (NEW.created_at AT TIME ZONE 'UTC')::date
     OR ((OLD.created_at AT TIME ZONE 'UTC')::date = (NEW.created_at AT TIME ZONE 'UTC')::date
         AND (OLD.status, OLD.provider = 'demo') <= (NEW.status, NEW.provider = 'demo')) THEN
    PERFORM order_day_totals_add(OLD, -1);
    PERFORM order_day_totals_add(NEW, 1);
  ELSE
    PERFORM order_day_totals_add(NEW, 1);
    PERFORM order_day_totals_add(OLD, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals_insert AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION order_day_totals_follow_orders();--> statement-breakpoint
-- Only what the totals count: a capture id, a check's time or a hand step does not call it.
CREATE TRIGGER orders_day_totals_update AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status
     OR OLD.provider IS DISTINCT FROM NEW.provider OR OLD.amount IS DISTINCT FROM NEW.amount
     OR OLD.refunded_amount IS DISTINCT FROM NEW.refunded_amount)
  EXECUTE FUNCTION order_day_totals_follow_orders();--> statement-breakpoint
-- Before the delete, while the order's commission is still there: the commission's own
-- delete, cascaded from the order's, then finds no order and changes nothing.
CREATE TRIGGER orders_day_totals_delete BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION order_day_totals_follow_orders();--> statement-breakpoint
CREATE FUNCTION order_day_totals_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals_truncate AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_forget();--> statement-breakpoint
-- A commission's credits join or leave its order's row (a subscription payment's have no
-- order and are not in these totals).
CREATE FUNCTION order_day_totals_follow_commissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.order_id IS NOT NULL THEN
    UPDATE order_day_totals t SET credits = t.credits - OLD.credits FROM orders o
      WHERE o.id = OLD.order_id AND t.day = (o.created_at AT TIME ZONE 'UTC')::date
        AND t.status = o.status AND t.demo = (o.provider = 'demo');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.order_id IS NOT NULL THEN
    UPDATE order_day_totals t SET credits = t.credits + NEW.credits FROM orders o
      WHERE o.id = NEW.order_id AND t.day = (o.created_at AT TIME ZONE 'UTC')::date
        AND t.status = o.status AND t.demo = (o.provider = 'demo');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER commissions_day_totals_insert AFTER INSERT ON "commissions" FOR EACH ROW WHEN (NEW.order_id IS NOT NULL) EXECUTE FUNCTION order_day_totals_follow_commissions();--> statement-breakpoint
CREATE TRIGGER commissions_day_totals_update AFTER UPDATE ON "commissions" FOR EACH ROW
  WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.credits IS DISTINCT FROM NEW.credits)
  EXECUTE FUNCTION order_day_totals_follow_commissions();--> statement-breakpoint
CREATE TRIGGER commissions_day_totals_delete AFTER DELETE ON "commissions" FOR EACH ROW WHEN (OLD.order_id IS NOT NULL) EXECUTE FUNCTION order_day_totals_follow_commissions();--> statement-breakpoint
CREATE FUNCTION order_day_totals_forget_credits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_day_totals SET credits = 0 WHERE credits <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER commissions_day_totals_truncate AFTER TRUNCATE ON "commissions" FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_forget_credits();--> statement-breakpoint
-- The orders there are, after the triggers: creating them locked orders and commissions
-- against writes until the migration's transaction commits, so none is missed or counted twice.
INSERT INTO "order_day_totals" ("day", "status", "demo", "orders", "takings", "credits")
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.status, o.provider = 'demo', count(*),
    sum(o.amount - o.refunded_amount), coalesce(sum(c.credits), 0)
  FROM "orders" o LEFT JOIN "commissions" c ON c.order_id = o.id
  GROUP BY 1, 2, 3;
