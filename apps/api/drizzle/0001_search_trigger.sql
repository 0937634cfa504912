-- Full-text search document of a product: name, codes, manufacturer and the names of its categories.
-- Kept by a trigger because the category names live in another table.
CREATE OR REPLACE FUNCTION products_search_vector_update() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.sku, '') || ' ' || coalesce(NEW.model, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.manufacturer, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT string_agg(c.name, ' ') FROM categories c WHERE c.id = ANY(NEW.category_ids)), '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_search_vector_trigger
  BEFORE INSERT OR UPDATE OF name, sku, model, manufacturer, category_ids ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_update();
