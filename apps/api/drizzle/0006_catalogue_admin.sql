DROP INDEX "products_sku_lower_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_quantity_check" CHECK ("products"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- Issue 19: a deactivated product (is_active false) is out of the store. The helpers (product
-- categories, counts, suggestion terms and words) hold active products only: a product that is
-- deactivated leaves them as if deleted, and comes back when reactivated.
CREATE OR REPLACE FUNCTION products_helpers_after_insert() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT ROW(1, id, name, model, manufacturer, category_ids)::product_change FROM new_rows WHERE is_active));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_helpers_after_delete() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT ROW(-1, id, name, model, manufacturer, category_ids)::product_change FROM old_rows WHERE is_active));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only rows whose names, codes, categories or activity changed: price and stock updates hand over nothing.
CREATE OR REPLACE FUNCTION products_helpers_after_update() RETURNS trigger LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  PERFORM products_helpers_apply(ARRAY(
    SELECT x.change FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (ROW(-1, o.id, o.name, o.model, o.manufacturer, o.category_ids)::product_change, o.is_active),
      (ROW(1, n.id, n.name, n.model, n.manufacturer, n.category_ids)::product_change, n.is_active)
    ) AS x (change, active)
    WHERE x.active
      AND (o.name, o.model, o.manufacturer, o.category_ids, o.is_active)
        IS DISTINCT FROM (n.name, n.model, n.manufacturer, n.category_ids, n.is_active)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_helpers_rebuild() RETURNS void LANGUAGE plpgsql
  SET jit = off AS $$
BEGIN
  DELETE FROM product_categories;
  DELETE FROM catalogue_counts;
  DELETE FROM search_terms;
  DELETE FROM search_words;
  INSERT INTO product_categories (category_id, product_id)
  SELECT DISTINCT c, p.id FROM products p CROSS JOIN LATERAL unnest(p.category_ids) AS c WHERE p.is_active;
  INSERT INTO catalogue_counts (category_id, products)
  SELECT 0, count(*) FROM products WHERE is_active
  UNION ALL
  SELECT category_id, count(*) FROM product_categories GROUP BY category_id;
  INSERT INTO search_terms (kind, term, display, refs)
  SELECT kind, lower(display), min(display), count(*) FROM (
    SELECT 'product' AS kind, btrim(name) AS display FROM products WHERE is_active
    UNION ALL
    SELECT 'model', btrim(model) FROM products WHERE is_active AND btrim(coalesce(model, '')) <> ''
    UNION ALL
    SELECT 'category', btrim(name) FROM categories
  ) t
  GROUP BY kind, lower(display);
  INSERT INTO search_words (word, refs)
  SELECT w, count(*) FROM (
    SELECT concat_ws(' ', name, model, manufacturer) AS txt FROM products WHERE is_active
    UNION ALL
    SELECT name FROM categories
  ) t
  CROSS JOIN LATERAL search_words_of(t.txt) AS w
  GROUP BY w;
END
$$;
