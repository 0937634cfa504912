-- Issue 24: the dashboard keeps its whole answer while nothing in it has changed (dashboard/routes.ts).
-- Besides the counts, the answer shows the newest stores with their names, codes and member counts,
-- and the top stores' names and codes: a store renamed or recoded, or a member moved to another
-- store, now moves the people slots (32-47) as well. Renames are rare; the counts kept with these
-- slots are summed again, which takes a few milliseconds.
DROP TRIGGER stores_report_version ON stores;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stores_report_version
  AFTER INSERT OR DELETE OR UPDATE OF status, is_active, created_at, name, store_id ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
DROP TRIGGER users_report_version ON users;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_report_version
  AFTER INSERT OR DELETE OR UPDATE OF role, created_at, store_id ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();
