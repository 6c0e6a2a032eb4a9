CREATE TABLE "product_stats" (
	"category" text NOT NULL,
	"product_count" bigint NOT NULL,
	"low_stock_products" bigint NOT NULL,
	"out_of_stock_products" bigint NOT NULL,
	"inventory_value" numeric NOT NULL,
	"margin_sum" numeric NOT NULL
);
