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
-- Adds a change to one row of the totals, creating the row if it is the day's first of its kind.
CREATE FUNCTION order_day_totals_add(on_day date, of_status text, is_demo boolean, order_count integer, taken numeric, credited numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, status, demo, orders, takings, credits)
  VALUES (on_day, of_status, is_demo, order_count, taken, credited)
  ON CONFLICT (day, status, demo) DO UPDATE SET
    orders = t.orders + excluded.orders,
    takings = t.takings + excluded.takings,
    credits = t.credits + excluded.credits;
END $$;--> statement-breakpoint
-- What one statement's orders change, summed per row of the totals (the orders it wrote,
-- `added`, counted in; for an update, the same orders as they were, `gone`, counted out), with
-- the credits of their commissions. The rows are written in their key's order, so two
-- statements never take each other's rows crosswise. Written order by order as the scan met
-- them, the sweep (created and failed orders to expired) took a day's rows in either order and
-- deadlocked with another transaction holding one of them (decision 0090). A statement whose
-- orders change nothing counted (a capture id, a payment check) writes no row.
CREATE FUNCTION order_day_totals_follow_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.status, o.provider = 'demo' AS demo,
      count(*)::integer AS orders, sum(o.amount - o.refunded_amount) AS takings,
      coalesce(sum(c.credits), 0) AS credits
    FROM added o LEFT JOIN commissions c ON c.order_id = o.id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  LOOP
    PERFORM order_day_totals_add(change.day, change.status, change.demo, change.orders, change.takings, change.credits);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_day_totals_follow_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT * FROM (
      SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.status, o.provider = 'demo' AS demo,
        sum(o.step)::integer AS orders, sum(o.step * (o.amount - o.refunded_amount)) AS takings,
        coalesce(sum(o.step * c.credits), 0) AS credits
      FROM (
        SELECT id, created_at, status, provider, amount, refunded_amount, 1 AS step FROM added
        UNION ALL
        SELECT id, created_at, status, provider, amount, refunded_amount, -1 AS step FROM gone
      ) o LEFT JOIN commissions c ON c.order_id = o.id
      GROUP BY 1, 2, 3
    ) AS sums
    WHERE orders <> 0 OR takings <> 0 OR credits <> 0
    ORDER BY day, status, demo
  LOOP
    PERFORM order_day_totals_add(change.day, change.status, change.demo, change.orders, change.takings, change.credits);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_follow_inserts();--> statement-breakpoint
CREATE TRIGGER orders_day_totals_update AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_follow_updates();--> statement-breakpoint
-- A deleted order is taken out before the delete, while its commission is still there: the
-- commission's delete, cascaded from the order's, then finds no order and changes nothing.
-- After the delete the cascade has run first, and the credits would stay counted.
CREATE FUNCTION order_day_totals_take_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_day_totals_add((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status, OLD.provider = 'demo', -1,
    -(OLD.amount - OLD.refunded_amount),
    -coalesce((SELECT c.credits FROM commissions c WHERE c.order_id = OLD.id), 0));
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals_delete BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION order_day_totals_take_out();--> statement-breakpoint
CREATE FUNCTION order_day_totals_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_day_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_day_totals_truncate AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_forget();--> statement-breakpoint
-- A commission's credits join or leave the row of its order as it stands (a subscription
-- payment's have no order and are not in these totals). The order is read locked (FOR SHARE):
-- a change of its status running at the same time either waits for this transaction, and then
-- moves the credits with the order, or is waited for, and its new row is the one read here.
-- Read without the lock, the credits could land on the row the order was leaving. An order
-- deleted by the statement that cascaded here is not found: its credits left with it.
CREATE FUNCTION order_day_totals_follow_commissions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.order_id IS NOT NULL THEN
    SELECT created_at, status, provider INTO counted FROM orders WHERE id = OLD.order_id FOR SHARE;
    IF FOUND THEN
      PERFORM order_day_totals_add((counted.created_at AT TIME ZONE 'UTC')::date, counted.status,
        counted.provider = 'demo', 0, 0, -OLD.credits);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.order_id IS NOT NULL THEN
    SELECT created_at, status, provider INTO counted FROM orders WHERE id = NEW.order_id FOR SHARE;
    IF FOUND THEN
      PERFORM order_day_totals_add((counted.created_at AT TIME ZONE 'UTC')::date, counted.status,
        counted.provider = 'demo', 0, 0, NEW.credits);
    END IF;
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
