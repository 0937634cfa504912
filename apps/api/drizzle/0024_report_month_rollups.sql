CREATE TABLE "order_product_monthly_stats" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"quantity" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "order_product_monthly_stats_pkey" PRIMARY KEY("month","product_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_store_monthly_stats" (
	"month" date NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"last_day" date,
	CONSTRAINT "order_store_monthly_stats_pkey" PRIMARY KEY("month","store_id","status")
);
--> statement-breakpoint
CREATE TABLE "report_month_rollups" (
	"month" date PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
