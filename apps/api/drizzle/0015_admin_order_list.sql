CREATE TABLE "order_status_totals" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_status_totals_pkey" PRIMARY KEY("status","slot")
);
--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
CREATE INDEX "order_store_daily_stats_store_day_idx" ON "order_store_daily_stats" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id","status") WHERE "orders"."hidden_by_member_at" is null;--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
-- Issue 24: the admin order list's total without a date filter, exact without counting orders:
-- orders per status, kept by the statement triggers below in the transaction of every change to
-- orders. Slots as in 0013 (pg_backend_pid() % 16): concurrent checkouts add to different rows, a
-- reader sums at most 6 x 16 rows; the rows of a statement are upserted in status order.
CREATE FUNCTION order_status_totals_apply(p_status text[], p_orders integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_totals AS t (status, slot, orders)
  SELECT d.status, (pg_backend_pid() % 16)::smallint, sum(d.orders)::int
  FROM unnest(p_status, p_orders) AS d(status, orders)
  GROUP BY d.status
  HAVING sum(d.orders) <> 0
  ORDER BY d.status
  ON CONFLICT (status, slot) DO UPDATE SET orders = t.orders + excluded.orders;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_status_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_totals_apply(array_agg(n.status), array_agg(1)) FROM new_orders n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_status_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_totals_apply(array_agg(d.status), array_agg(d.orders))
  FROM (
    SELECT o.status, -1 AS orders FROM old_orders o JOIN new_orders n ON n.id = o.id WHERE o.status <> n.status
    UNION ALL
    SELECT n.status, 1 FROM old_orders o JOIN new_orders n ON n.id = o.id WHERE o.status <> n.status
  ) d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION order_status_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_totals_apply(array_agg(o.status), array_agg(-1)) FROM old_orders o;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- DELETE, not TRUNCATE: a TRUNCATE naming this table too (a reset of every table) is still running.
CREATE FUNCTION order_status_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_status_totals_insert_trigger AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_totals_inserted();--> statement-breakpoint
CREATE TRIGGER orders_status_totals_update_trigger AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_totals_updated();--> statement-breakpoint
CREATE TRIGGER orders_status_totals_delete_trigger AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_totals_deleted();--> statement-breakpoint
CREATE TRIGGER orders_status_totals_truncate_trigger AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_totals_truncated();--> statement-breakpoint
INSERT INTO order_status_totals (status, slot, orders) SELECT status, 0, count(*)::int FROM orders GROUP BY status;
