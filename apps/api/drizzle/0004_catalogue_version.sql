-- One number that changes whenever products or categories do (decision 007). The API holds the
-- catalogue in memory and, when its copy is due, reads this first: an unchanged number means
-- the copy is still right and nothing more is read. A row, not a sequence, so a change shows
-- only once its transaction has committed.
CREATE TABLE catalogue_version (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL
);--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_version_trigger
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version_trigger
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
