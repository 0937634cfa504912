-- Catalogue and search helpers. All of them are derived from products and categories and kept
-- current by triggers, so that at 100k products no catalogue page, total or suggestion has to read
-- the whole products table:
--   product_categories  one row per (category in products.category_ids, product): the same
--                       "category and everything below it" as category_ids @> ARRAY[id], in btree
--                       order, so any page of a category is a short index range read.
--   catalogue_counts    products per category (category_id 0: the whole catalogue), for totals.
--   search_terms        distinct suggestion texts: product names, model codes, category names,
--                       in byte order for prefix reads.
--   search_words        distinct words of names, codes, makers and categories (a few thousand):
--                       the dictionary that corrects misspelt words, by trigram distance.
-- refs counts the rows carrying a term or word, so a term disappears with its last product.
CREATE TABLE product_categories (
  category_id integer NOT NULL,
  product_id integer NOT NULL,
  PRIMARY KEY (category_id, product_id)
);--> statement-breakpoint
CREATE TABLE catalogue_counts (
  category_id integer PRIMARY KEY,
  products integer NOT NULL
);--> statement-breakpoint
CREATE TABLE search_terms (
  kind text NOT NULL CHECK (kind IN ('category', 'model', 'product')),
  -- Lower case; byte order (C) so the primary key also serves prefix (LIKE 'abc%') lookups.
  term text COLLATE "C" NOT NULL,
  display text NOT NULL,
  refs integer NOT NULL,
  PRIMARY KEY (kind, term)
);--> statement-breakpoint
-- Substring lookups of category names and model codes (product names use products' own index).
CREATE INDEX search_terms_names_trgm_idx ON search_terms USING gin (term gin_trgm_ops)
  WHERE kind <> 'product';--> statement-breakpoint
CREATE INDEX search_terms_unused_idx ON search_terms (kind) WHERE refs <= 0;--> statement-breakpoint
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY,
  refs integer NOT NULL
);--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);--> statement-breakpoint
CREATE INDEX search_words_unused_idx ON search_words (word) WHERE refs <= 0;--> statement-breakpoint

-- Dictionary words of a text: 3 or more letters and digits with at least one letter (so model
-- codes such as s21 or a2890 are in, bare numbers are not).
CREATE FUNCTION search_words_of(txt text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(txt, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
$$;--> statement-breakpoint

-- A signed product change: d = 1 for a row inserted (or the new version of an updated one),
-- d = -1 for a row deleted (or the old version).
CREATE TYPE product_change AS (
  d integer, id integer, name text, model text, manufacturer text, category_ids integer[]
);--> statement-breakpoint

-- Applies product changes to every helper. Everything is summed per key, so a change that leaves
-- names and categories as they were cancels out and writes nothing. Static SQL: its plans are
-- prepared once per session, so a one-row insert stays cheap.
CREATE FUNCTION products_helpers_apply(changes product_change[]) RETURNS void LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  -- One statement for the category pairs: the pairs removed and added never share a key.
  WITH pairs AS (
    SELECT c AS category_id, x.id AS product_id, sum(x.d) AS d
    FROM (SELECT DISTINCT ch.d, ch.id, c FROM unnest(changes) AS ch CROSS JOIN LATERAL unnest(ch.category_ids) AS c) AS x
    GROUP BY c, x.id HAVING sum(x.d) <> 0
  ),
  removed AS (
    DELETE FROM product_categories pc USING pairs
    WHERE pairs.d < 0 AND pc.category_id = pairs.category_id AND pc.product_id = pairs.product_id
  ),
  added AS (
    INSERT INTO product_categories (category_id, product_id)
    SELECT category_id, product_id FROM pairs WHERE d > 0
    ON CONFLICT DO NOTHING
  )
  INSERT INTO catalogue_counts (category_id, products)
  SELECT 0, sum(ch.d) FROM unnest(changes) AS ch HAVING sum(ch.d) <> 0
  UNION ALL
  SELECT category_id, sum(d) FROM pairs GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET products = catalogue_counts.products + excluded.products;

  WITH terms AS (
    INSERT INTO search_terms (kind, term, display, refs)
    SELECT kind, lower(display), min(display), sum(d) FROM (
      SELECT ch.d, 'product' AS kind, btrim(ch.name) AS display FROM unnest(changes) AS ch
      UNION ALL
      SELECT ch.d, 'model', btrim(ch.model) FROM unnest(changes) AS ch WHERE btrim(coalesce(ch.model, '')) <> ''
    ) AS texts
    GROUP BY kind, lower(display) HAVING sum(d) <> 0
    ON CONFLICT (kind, term) DO UPDATE SET refs = search_terms.refs + excluded.refs
  )
  INSERT INTO search_words (word, refs)
  SELECT w, sum(ch.d) FROM unnest(changes) AS ch
  CROSS JOIN LATERAL search_words_of(concat_ws(' ', ch.name, ch.model, ch.manufacturer)) AS w
  GROUP BY w HAVING sum(ch.d) <> 0
  ON CONFLICT (word) DO UPDATE SET refs = search_words.refs + excluded.refs;

  -- Only a removal can bring a term or a word down to no product.
  IF EXISTS (SELECT 1 FROM unnest(changes) AS ch WHERE ch.d < 0) THEN
    DELETE FROM search_terms WHERE refs <= 0;
    DELETE FROM search_words WHERE refs <= 0;
  END IF;
END
$$;--> statement-breakpoint

-- Transition tables are visible only inside the trigger function itself: each trigger hands its
-- rows over as an array.
CREATE FUNCTION products_helpers_after_insert() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT ROW(1, id, name, model, manufacturer, category_ids)::product_change FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION products_helpers_after_delete() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT ROW(-1, id, name, model, manufacturer, category_ids)::product_change FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Only rows whose names, codes or categories changed: price and stock updates hand over nothing.
CREATE FUNCTION products_helpers_after_update() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT x.change FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (ROW(-1, o.id, o.name, o.model, o.manufacturer, o.category_ids)::product_change),
      (ROW(1, n.id, n.name, n.model, n.manufacturer, n.category_ids)::product_change)
    ) AS x (change)
    WHERE (o.name, o.model, o.manufacturer, o.category_ids)
      IS DISTINCT FROM (n.name, n.model, n.manufacturer, n.category_ids)));
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Recomputes every helper from scratch: the backfill below, and after TRUNCATE (no row triggers).
CREATE FUNCTION catalogue_helpers_rebuild() RETURNS void LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  DELETE FROM product_categories;
  DELETE FROM catalogue_counts;
  DELETE FROM search_terms;
  DELETE FROM search_words;
  INSERT INTO product_categories (category_id, product_id)
  SELECT DISTINCT c, p.id FROM products p CROSS JOIN LATERAL unnest(p.category_ids) AS c;
  INSERT INTO catalogue_counts (category_id, products)
  SELECT 0, count(*) FROM products
  UNION ALL
  SELECT category_id, count(*) FROM product_categories GROUP BY category_id;
  INSERT INTO search_terms (kind, term, display, refs)
  SELECT kind, lower(display), min(display), count(*) FROM (
    SELECT 'product' AS kind, btrim(name) AS display FROM products
    UNION ALL
    SELECT 'model', btrim(model) FROM products WHERE btrim(coalesce(model, '')) <> ''
    UNION ALL
    SELECT 'category', btrim(name) FROM categories
  ) t
  GROUP BY kind, lower(display);
  INSERT INTO search_words (word, refs)
  SELECT w, count(*) FROM (
    SELECT concat_ws(' ', name, model, manufacturer) AS txt FROM products
    UNION ALL
    SELECT name FROM categories
  ) t
  CROSS JOIN LATERAL search_words_of(t.txt) AS w
  GROUP BY w;
END
$$;--> statement-breakpoint

CREATE FUNCTION products_helpers_after_truncate() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM catalogue_helpers_rebuild();
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_helpers_insert_trigger AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_helpers_after_insert();--> statement-breakpoint
CREATE TRIGGER products_helpers_update_trigger AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_helpers_after_update();--> statement-breakpoint
CREATE TRIGGER products_helpers_delete_trigger AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_helpers_after_delete();--> statement-breakpoint
CREATE TRIGGER products_helpers_truncate_trigger AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_helpers_after_truncate();--> statement-breakpoint

-- Categories are few and change one at a time: a row trigger keeps their names and words.
CREATE FUNCTION categories_helpers_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE search_terms SET refs = refs - 1 WHERE kind = 'category' AND term = lower(btrim(OLD.name));
    UPDATE search_words SET refs = refs - 1 WHERE word IN (SELECT search_words_of(OLD.name));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO search_terms (kind, term, display, refs)
    VALUES ('category', lower(btrim(NEW.name)), btrim(NEW.name), 1)
    ON CONFLICT (kind, term) DO UPDATE SET refs = search_terms.refs + 1;
    INSERT INTO search_words (word, refs) SELECT w, 1 FROM search_words_of(NEW.name) AS w
    ON CONFLICT (word) DO UPDATE SET refs = search_words.refs + 1;
  END IF;
  DELETE FROM search_terms WHERE refs <= 0;
  DELETE FROM search_words WHERE refs <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_helpers_trigger AFTER INSERT OR UPDATE OF name OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_helpers_after_change();--> statement-breakpoint

SELECT catalogue_helpers_rebuild();
