CREATE TABLE "member_order_totals" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "member_order_totals_pkey" PRIMARY KEY("user_id","status","slot")
);
--> statement-breakpoint
-- Issue 24: My Orders' exact total without counting the member's orders on every request (10,000
-- index entries, most of the page's database time): the orders of each member not hidden by them,
-- per status, kept by the statement triggers below in the transaction of every change to orders.
-- Slots as in 0013/0015 (pg_backend_pid() % 16): two transactions never wait for each other's row
-- unless their connections share a slot; a statement's rows are upserted in key order.
CREATE FUNCTION member_order_totals_apply(p_user integer[], p_status text[], p_orders integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_order_totals AS t (user_id, status, slot, orders)
  SELECT d.user_id, d.status, (pg_backend_pid() % 16)::smallint, sum(d.orders)::int
  FROM unnest(p_user, p_status, p_orders) AS d(user_id, status, orders)
  GROUP BY d.user_id, d.status
  HAVING sum(d.orders) <> 0
  ORDER BY d.user_id, d.status
  ON CONFLICT (user_id, status, slot) DO UPDATE SET orders = t.orders + excluded.orders;
END
$$;--> statement-breakpoint
CREATE FUNCTION member_order_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_order_totals_apply(array_agg(n.user_id), array_agg(n.status), array_agg(1))
  FROM new_orders n WHERE n.user_id IS NOT NULL AND n.hidden_by_member_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of member, status or hiding moves the order from one count to another.
CREATE FUNCTION member_order_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_order_totals_apply(array_agg(d.user_id), array_agg(d.status), array_agg(d.orders))
  FROM (
    SELECT o.user_id, o.status, -1 AS orders FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE o.user_id IS NOT NULL AND o.hidden_by_member_at IS NULL
      AND (n.user_id, n.status, n.hidden_by_member_at IS NULL) IS DISTINCT FROM (o.user_id, o.status, true)
    UNION ALL
    SELECT n.user_id, n.status, 1 FROM old_orders o JOIN new_orders n ON n.id = o.id
    WHERE n.user_id IS NOT NULL AND n.hidden_by_member_at IS NULL
      AND (o.user_id, o.status, o.hidden_by_member_at IS NULL) IS DISTINCT FROM (n.user_id, n.status, true)
  ) d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION member_order_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_order_totals_apply(array_agg(o.user_id), array_agg(o.status), array_agg(-1))
  FROM old_orders o WHERE o.user_id IS NOT NULL AND o.hidden_by_member_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming this table too (a reset of every table) is still running.
CREATE FUNCTION member_order_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_order_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_member_totals_insert_trigger AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION member_order_totals_inserted();--> statement-breakpoint
CREATE TRIGGER orders_member_totals_update_trigger AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION member_order_totals_updated();--> statement-breakpoint
CREATE TRIGGER orders_member_totals_delete_trigger AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION member_order_totals_deleted();--> statement-breakpoint
CREATE TRIGGER orders_member_totals_truncate_trigger AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION member_order_totals_truncated();--> statement-breakpoint
INSERT INTO member_order_totals (user_id, status, slot, orders)
SELECT user_id, status, 0, count(*)::int FROM orders
WHERE user_id IS NOT NULL AND hidden_by_member_at IS NULL GROUP BY user_id, status;
