CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_daily_totals_pkey" PRIMARY KEY("day","status","slot")
);
--> statement-breakpoint
CREATE TABLE "order_product_daily_stats" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "order_product_daily_stats_pkey" PRIMARY KEY("day","product_id","status","slot")
);
--> statement-breakpoint
CREATE TABLE "order_store_daily_stats" (
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_store_daily_stats_pkey" PRIMARY KEY("day","store_id","status","slot")
);
--> statement-breakpoint
-- Issue 23: the report aggregates, kept exact by the triggers below in the transaction of every
-- change to orders and order_items; reports and the dashboard read them instead of the orders.
-- Days are UTC calendar days of orders.created_at. Each write adds its change to the row of its
-- connection's slot (pg_backend_pid() % 16): concurrent checkouts of one store, one product or one
-- day add to different rows instead of waiting for each other, and a reader sums the slots. A
-- status change subtracts from the old status and adds to the new one in the same transaction.
-- The statement-level triggers group a statement's rows and upsert them in key order, so two
-- statements never lock the same rows in opposite orders.
CREATE FUNCTION report_apply_orders(p_day date[], p_store integer[], p_status text[], p_orders integer[],
  p_value numeric[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_slot smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  INSERT INTO order_daily_totals AS t (day, status, slot, orders, value)
  SELECT d.day, d.status, v_slot, sum(d.orders)::int, sum(d.value)
  FROM unnest(p_day, p_status, p_orders, p_value) AS d(day, status, orders, value)
  GROUP BY d.day, d.status
  HAVING sum(d.orders) <> 0 OR sum(d.value) <> 0
  ORDER BY d.day, d.status
  ON CONFLICT (day, status, slot) DO UPDATE
    SET orders = t.orders + excluded.orders, value = t.value + excluded.value;

  INSERT INTO order_store_daily_stats AS t (day, store_id, status, slot, orders, value)
  SELECT d.day, d.store_id, d.status, v_slot, sum(d.orders)::int, sum(d.value)
  FROM unnest(p_day, p_store, p_status, p_orders, p_value) AS d(day, store_id, status, orders, value)
  GROUP BY d.day, d.store_id, d.status
  HAVING sum(d.orders) <> 0 OR sum(d.value) <> 0
  ORDER BY d.day, d.store_id, d.status
  ON CONFLICT (day, store_id, status, slot) DO UPDATE
    SET orders = t.orders + excluded.orders, value = t.value + excluded.value;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_apply_items(p_day date[], p_product integer[], p_status text[], p_quantity integer[],
  p_value numeric[], p_lines integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_slot smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  INSERT INTO order_product_daily_stats AS t (day, product_id, status, slot, quantity, value, lines)
  SELECT d.day, d.product_id, d.status, v_slot, sum(d.quantity)::int, sum(d.value), sum(d.lines)::int
  FROM unnest(p_day, p_product, p_status, p_quantity, p_value, p_lines)
    AS d(day, product_id, status, quantity, value, lines)
  GROUP BY d.day, d.product_id, d.status
  HAVING sum(d.quantity) <> 0 OR sum(d.value) <> 0 OR sum(d.lines) <> 0
  ORDER BY d.day, d.product_id, d.status
  ON CONFLICT (day, product_id, status, slot) DO UPDATE
    SET quantity = t.quantity + excluded.quantity, value = t.value + excluded.value,
      lines = t.lines + excluded.lines;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_orders(array_agg((n.created_at AT TIME ZONE 'UTC')::date), array_agg(coalesce(n.store_id, 0)),
    array_agg(n.status), array_agg(1), array_agg(n.total_amount))
  FROM new_orders n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of day, store, status or total moves the order; a change of day or status moves its lines.
-- Its lines cannot change meanwhile: their triggers lock the order (FOR SHARE) before reading it.
CREATE FUNCTION report_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_orders(array_agg(d.day), array_agg(d.store_id), array_agg(d.status), array_agg(d.orders),
    array_agg(d.value))
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, coalesce(o.store_id, 0) AS store_id, o.status,
      -1 AS orders, -o.total_amount AS value
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.created_at, o.store_id, o.status, o.total_amount) IS DISTINCT FROM (n.created_at, n.store_id, n.status, n.total_amount)
    UNION ALL
    SELECT (n.created_at AT TIME ZONE 'UTC')::date, coalesce(n.store_id, 0), n.status, 1, n.total_amount
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE (o.created_at, o.store_id, o.status, o.total_amount) IS DISTINCT FROM (n.created_at, n.store_id, n.status, n.total_amount)
  ) d;
  PERFORM report_apply_items(array_agg(d.day), array_agg(d.product_id), array_agg(d.status), array_agg(d.quantity),
    array_agg(d.value), array_agg(d.lines))
  FROM (
    SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, coalesce(i.product_id, 0) AS product_id, o.status,
      -i.quantity AS quantity, -i.line_total AS value, -1 AS lines
    FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
    WHERE ((o.created_at AT TIME ZONE 'UTC')::date, o.status) IS DISTINCT FROM ((n.created_at AT TIME ZONE 'UTC')::date, n.status)
    UNION ALL
    SELECT (n.created_at AT TIME ZONE 'UTC')::date, coalesce(i.product_id, 0), n.status, i.quantity, i.line_total, 1
    FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
    WHERE ((o.created_at AT TIME ZONE 'UTC')::date, o.status) IS DISTINCT FROM ((n.created_at AT TIME ZONE 'UTC')::date, n.status)
  ) d;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before the row goes, while its lines are still there: the cascade deletes them afterwards, and
-- their own trigger leaves out lines whose order is gone.
CREATE FUNCTION report_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_orders(ARRAY[(OLD.created_at AT TIME ZONE 'UTC')::date], ARRAY[coalesce(OLD.store_id, 0)],
    ARRAY[OLD.status], ARRAY[-1], ARRAY[-OLD.total_amount]);
  PERFORM report_apply_items(array_agg((OLD.created_at AT TIME ZONE 'UTC')::date), array_agg(coalesce(i.product_id, 0)),
    array_agg(OLD.status), array_agg(-i.quantity), array_agg(-i.line_total), array_agg(-1))
  FROM order_items i WHERE i.order_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming these tables too (a reset of every table) is still running.
CREATE FUNCTION report_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_daily_totals;
  DELETE FROM order_store_daily_stats;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_items(array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(coalesce(i.product_id, 0)),
    array_agg(o.status), array_agg(i.quantity), array_agg(i.line_total), array_agg(1))
  FROM new_items i
    JOIN (SELECT id, created_at, status FROM orders WHERE id IN (SELECT order_id FROM new_items) FOR SHARE) o
      ON o.id = i.order_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_items(array_agg(d.day), array_agg(d.product_id), array_agg(d.status), array_agg(d.quantity),
    array_agg(d.value), array_agg(d.lines))
  FROM (
    WITH changed AS (
      SELECT o.order_id AS old_order, coalesce(o.product_id, 0) AS old_product, o.quantity AS old_quantity,
        o.line_total AS old_value, n.order_id AS new_order, coalesce(n.product_id, 0) AS new_product,
        n.quantity AS new_quantity, n.line_total AS new_value
      FROM old_items o JOIN new_items n ON n.id = o.id
      WHERE (o.order_id, o.product_id, o.quantity, o.line_total) IS DISTINCT FROM (n.order_id, n.product_id, n.quantity, n.line_total)
    ),
    locked AS (
      SELECT id, created_at, status FROM orders
      WHERE id IN (SELECT old_order FROM changed UNION SELECT new_order FROM changed)
      ORDER BY id FOR SHARE
    )
    SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, c.old_product AS product_id, l.status,
      -c.old_quantity AS quantity, -c.old_value AS value, -1 AS lines
    FROM changed c JOIN locked l ON l.id = c.old_order
    UNION ALL
    SELECT (l.created_at AT TIME ZONE 'UTC')::date, c.new_product, l.status, c.new_quantity, c.new_value, 1
    FROM changed c JOIN locked l ON l.id = c.new_order
  ) d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_items(array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(coalesce(i.product_id, 0)),
    array_agg(o.status), array_agg(-i.quantity), array_agg(-i.line_total), array_agg(-1))
  FROM old_items i
    JOIN (SELECT id, created_at, status FROM orders WHERE id IN (SELECT order_id FROM old_items) FOR SHARE) o
      ON o.id = i.order_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_items_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_product_daily_stats;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_report_insert_trigger AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_inserted();--> statement-breakpoint
CREATE TRIGGER orders_report_update_trigger AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_updated();--> statement-breakpoint
CREATE TRIGGER orders_report_delete_trigger BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_order_deleting();--> statement-breakpoint
CREATE TRIGGER orders_report_truncate_trigger AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_truncated();--> statement-breakpoint
CREATE TRIGGER order_items_report_insert_trigger AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION report_items_inserted();--> statement-breakpoint
CREATE TRIGGER order_items_report_update_trigger AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_items_updated();--> statement-breakpoint
CREATE TRIGGER order_items_report_delete_trigger AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION report_items_deleted();--> statement-breakpoint
CREATE TRIGGER order_items_report_truncate_trigger AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION report_items_truncated();--> statement-breakpoint
-- The orders already there (slot 0); after the triggers, so a write committed meanwhile is counted
-- once: the trigger creation waits for writes in progress and holds them off until this commits.
INSERT INTO order_daily_totals (day, status, slot, orders, value)
SELECT (created_at AT TIME ZONE 'UTC')::date, status, 0, count(*), sum(total_amount)
FROM orders GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO order_store_daily_stats (day, store_id, status, slot, orders, value)
SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(store_id, 0), status, 0, count(*), sum(total_amount)
FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO order_product_daily_stats (day, product_id, status, slot, quantity, value, lines)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, coalesce(i.product_id, 0), o.status, 0, sum(i.quantity), sum(i.line_total), count(*)
FROM order_items i JOIN orders o ON o.id = i.order_id GROUP BY 1, 2, 3;
