CREATE TABLE "restock_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_list_items_quantity_check" CHECK ("restock_list_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "restock_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_approve_below" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "monthly_budget" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "restock_list_items" ADD CONSTRAINT "restock_list_items_list_id_restock_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."restock_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_list_items" ADD CONSTRAINT "restock_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_lists" ADD CONSTRAINT "restock_lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_lists" ADD CONSTRAINT "restock_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_lists" ADD CONSTRAINT "restock_lists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_list_items_list_product_key" ON "restock_list_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restock_lists_store_name_key" ON "restock_lists" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_auto_approve_below_check" CHECK ("stores"."auto_approve_below" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_monthly_budget_check" CHECK ("stores"."monthly_budget" >= 0);