CREATE TABLE "report_month_changes" (
	"month" date,
	"changes" integer NOT NULL
);
--> statement-breakpoint
-- Issue 24: the dashboard keeps the settled days (before yesterday) of a range as one part per
-- calendar month (dashboard/figures.ts), each kept while its month's count of changes here is
-- unchanged, so an order of last week approved today sums its month again, not the year. Each
-- statement that changes the aggregates of days before today (UTC, by the clock at the statement)
-- adds a row (month, 1); month NULL counts for every month (a TRUNCATE of an aggregate table).
-- Only plain INSERTs, into a table without a unique key: no writer ever waits here. A reader sums
-- the rows per month; a committed change adds 1, so a sum never comes back to a value a reader
-- saw before the change. The compactor (reports/compaction.ts) folds the rows into one per month,
-- keeping every sum. Same caveat as migration 0016: a statement whose transaction commits two
-- UTC midnights later may leave a kept month stale.
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

  INSERT INTO report_month_changes (month, changes)
  SELECT DISTINCT date_trunc('month', d.day)::date, 1 FROM unnest(p_day) AS d(day)
  WHERE d.day < (clock_timestamp() AT TIME ZONE 'UTC')::date;
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

  INSERT INTO report_month_changes (month, changes)
  SELECT DISTINCT date_trunc('month', d.day)::date, 1 FROM unnest(p_day) AS d(day)
  WHERE d.day < (clock_timestamp() AT TIME ZONE 'UTC')::date;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_xact bigint := pg_current_xact_id()::text::bigint;
  v_today date := (clock_timestamp() AT TIME ZONE 'UTC')::date;
  v_day date;
  v_set integer;
BEGIN
  -- A TRUNCATE of an aggregate table changes every month (reports' month counts, migration 0019).
  IF TG_LEVEL = 'STATEMENT' AND TG_TABLE_NAME NOT IN ('stores', 'users') THEN
    INSERT INTO report_month_changes (month, changes) VALUES (NULL, 1);
  END IF;
  FOR v_set IN 0..2 LOOP
    IF TG_TABLE_NAME IN ('stores', 'users') THEN
      CONTINUE WHEN v_set <> 2;
    ELSIF TG_LEVEL = 'ROW' THEN
      IF TG_OP = 'DELETE' THEN v_day := OLD.day; ELSE v_day := NEW.day; END IF;
      CONTINUE WHEN v_set = 2 OR (v_set = 0 AND v_day < v_today - 1) OR (v_set = 1 AND v_day >= v_today);
    ELSE
      CONTINUE WHEN v_set = 2;
    END IF;
    CONTINUE WHEN current_setting('portal.report_version_' || v_set, true) IS NOT DISTINCT FROM v_xact::text;
    INSERT INTO report_versions AS t (slot, version) VALUES ((16 * v_set + pg_backend_pid() % 16)::smallint, v_xact)
    ON CONFLICT (slot) DO UPDATE SET version = excluded.version;
    PERFORM set_config('portal.report_version_' || v_set, v_xact::text, true);
  END LOOP;
  RETURN NULL;
END
$$;
