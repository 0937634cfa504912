-- Issue 24 (decision 014): a write that changes what a signed-in session holds tells every API
-- process from inside its own transaction. NOTIFY is delivered at commit and only then, so a
-- process that dies between its commit and its own after-commit message no longer leaves the
-- others serving the old session for up to SESSION_TTL_MS; a change made outside the API (psql,
-- the seed) is heard as well. The payload names the writing pool (its connections' setting
-- portal.origin, db/client.ts) so that the writer, which dropped them already, ignores it; a write
-- from elsewhere is from 'db', which every process hears.
CREATE OR REPLACE FUNCTION portal_sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id;
  ELSE
    row_id := NEW.id;
  END IF;
  PERFORM pg_notify('portal_sessions', coalesce(nullif(current_setting('portal.origin', true), ''), 'db') || ' ' || CASE WHEN TG_TABLE_NAME = 'users' THEN 'user:' ELSE 'store:' END || row_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_sessions_update_trigger AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version
    OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.store_id IS DISTINCT FROM NEW.store_id
    OR OLD.phone_number IS DISTINCT FROM NEW.phone_number)
  EXECUTE FUNCTION portal_sessions_notify();
--> statement-breakpoint
CREATE TRIGGER users_sessions_delete_trigger AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION portal_sessions_notify();
--> statement-breakpoint
CREATE TRIGGER stores_sessions_update_trigger AFTER UPDATE ON stores FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION portal_sessions_notify();
