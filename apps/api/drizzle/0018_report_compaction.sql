CREATE TABLE "report_compaction_days" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_compaction_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settled_through" date,
	CONSTRAINT "report_compaction_state_id_check" CHECK ("report_compaction_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "report_compaction_days_day_idx" ON "report_compaction_days" USING btree ("day");--> statement-breakpoint
-- The compactor's watermark: nothing compacted yet.
INSERT INTO "report_compaction_state" ("id", "settled_through") VALUES (1, NULL);--> statement-breakpoint
-- Migration 0013's functions, unchanged but for the last statement: a write to a settled day
-- (before yesterday, UTC, by the clock at the writer's start) marks that day for the compactor
-- (reports/compaction.ts), which merges the day's slot rows into one row per key again. Plain
-- INSERTs into a table without a unique key: they never wait for anyone, nor anyone for them.
CREATE OR REPLACE FUNCTION report_apply_orders(p_day date[], p_store integer[], p_status text[], p_orders integer[],
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

  INSERT INTO report_compaction_days (day)
  SELECT DISTINCT d.day FROM unnest(p_day) AS d(day)
  WHERE d.day < (now() AT TIME ZONE 'UTC')::date - 1;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_apply_items(p_day date[], p_product integer[], p_status text[], p_quantity integer[],
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

  INSERT INTO report_compaction_days (day)
  SELECT DISTINCT d.day FROM unnest(p_day) AS d(day)
  WHERE d.day < (now() AT TIME ZONE 'UTC')::date - 1;
END
$$;
