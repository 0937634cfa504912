CREATE TABLE "report_versions" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Issue 24: the dashboard and reports keep an answer computed from the report aggregates for as long
-- as nobody has changed them since. Every transaction that changes an aggregate row sets its slot's
-- row here to its own transaction id, at commit (deferred), so the rows always name the last
-- committed writer of each slot: a transaction id is never used twice, so any committed change
-- makes the rows differ from what a reader saw before it. Taken last, at commit, the slot's row is
-- held only while the transaction commits, after every other lock: it cannot close a wait cycle.
-- Three sets of rows: slots 0-15 for changes to days from yesterday on (UTC, by the clock at
-- commit), 16-31 for changes to days before today (yesterday is in both), 32-47 for changes to
-- stores and users (the dashboard's counts). So the dashboard keeps its sums of the settled days
-- (before yesterday, by the reader's clock) while checkouts of today go on: a change to a settled
-- day always moves the second set, unless a transaction took two midnights from its last change to
-- its commit. Once per transaction and set (transaction-local settings remember it).
CREATE FUNCTION report_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_xact bigint := pg_current_xact_id()::text::bigint;
  v_today date := (clock_timestamp() AT TIME ZONE 'UTC')::date;
  v_day date;
  v_set integer;
BEGIN
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
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_daily_totals_report_version AFTER INSERT OR UPDATE OR DELETE ON order_daily_totals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_store_daily_stats_report_version AFTER INSERT OR UPDATE OR DELETE ON order_store_daily_stats
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_product_daily_stats_report_version AFTER INSERT OR UPDATE OR DELETE ON order_product_daily_stats
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
-- A TRUNCATE of an aggregate table itself (a reset of every table) changes them too.
CREATE TRIGGER order_daily_totals_version_truncate_trigger AFTER TRUNCATE ON order_daily_totals
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE TRIGGER order_store_daily_stats_version_truncate_trigger AFTER TRUNCATE ON order_store_daily_stats
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE TRIGGER order_product_daily_stats_version_truncate_trigger AFTER TRUNCATE ON order_product_daily_stats
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_bump();
--> statement-breakpoint
-- The dashboard's store and member counts are kept with its sums: what they count changes them too
-- (not a sign-in, which only writes other columns).
CREATE CONSTRAINT TRIGGER stores_report_version AFTER INSERT OR DELETE OR UPDATE OF status, is_active, created_at ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_report_version AFTER INSERT OR DELETE OR UPDATE OF role, created_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE TRIGGER stores_version_truncate_trigger AFTER TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
CREATE TRIGGER users_version_truncate_trigger AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_bump();
