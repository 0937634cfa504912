-- The admin order search matches a part of the order number, store name, member name or e-mail
-- (ILIKE '%term%'); trigram indexes let a selective term find its orders without reading them all.
CREATE INDEX orders_order_number_trgm ON orders USING gin (order_number gin_trgm_ops);--> statement-breakpoint
CREATE INDEX orders_store_name_trgm ON orders USING gin (store_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX orders_user_name_trgm ON orders USING gin (user_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX orders_user_email_trgm ON orders USING gin (user_email gin_trgm_ops);
