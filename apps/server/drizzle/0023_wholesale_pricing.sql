CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "price_list_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid NOT NULL,
	"company_id" uuid,
	"segment" text,
	CONSTRAINT "price_list_assignments_one_target" CHECK (num_nonnulls("price_list_assignments"."company_id", "price_list_assignments"."segment") = 1),
	CONSTRAINT "price_list_assignments_segment_valid" CHECK ("price_list_assignments"."segment" in ('retail', 'wholesale', 'school'))
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"fixed_price" numeric(12, 2),
	"percent_off" numeric(5, 2),
	CONSTRAINT "price_list_items_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id"),
	CONSTRAINT "price_list_items_one_rule" CHECK (num_nonnulls("price_list_items"."fixed_price", "price_list_items"."percent_off") = 1),
	CONSTRAINT "price_list_items_fixed_price" CHECK ("price_list_items"."fixed_price" is null or "price_list_items"."fixed_price" >= 0),
	CONSTRAINT "price_list_items_percent_off" CHECK ("price_list_items"."percent_off" is null or "price_list_items"."percent_off" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"percent_off" numeric(5, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_name_length" CHECK (length(trim("price_lists"."name")) between 1 and 80),
	CONSTRAINT "price_lists_dates" CHECK ("price_lists"."valid_to" is null or "price_lists"."valid_to" >= "price_lists"."valid_from"),
	CONSTRAINT "price_lists_percent_off" CHECK ("price_lists"."percent_off" is null or "price_lists"."percent_off" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity"),
	CONSTRAINT "product_price_tiers_min_quantity" CHECK ("product_price_tiers"."min_quantity" between 2 and 100000),
	CONSTRAINT "product_price_tiers_unit_price_non_negative" CHECK ("product_price_tiers"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_list_items" (
	"saved_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_items_saved_list_id_product_id_pk" PRIMARY KEY("saved_list_id","product_id"),
	CONSTRAINT "saved_list_items_quantity" CHECK ("saved_list_items"."quantity" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lists_name_length" CHECK (length(trim("saved_lists"."name")) between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT ('PC-' || lpad(nextval('product_sku_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
-- Existing products take SKUs in the order they were added (PC-000001 first); new ones continue the sequence.
UPDATE "products" SET "sku" = 'PC-' || lpad(n.rn::text, 6, '0')
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "products") n
WHERE n."id" = "products"."id";--> statement-breakpoint
SELECT setval('product_sku_seq', greatest((SELECT count(*) FROM "products"), 1), (SELECT count(*) > 0 FROM "products"));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_order_qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_per_unit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "list_price_per_unit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "price_list_assignments" ADD CONSTRAINT "price_list_assignments_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_assignments" ADD CONSTRAINT "price_list_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_saved_list_id_saved_lists_id_fk" FOREIGN KEY ("saved_list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_assignments_company_unique" ON "price_list_assignments" USING btree ("price_list_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_assignments_segment_unique" ON "price_list_assignments" USING btree ("price_list_id","segment");--> statement-breakpoint
CREATE INDEX "price_list_assignments_company_id_index" ON "price_list_assignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "price_list_assignments_segment_index" ON "price_list_assignments" USING btree ("segment");--> statement-breakpoint
CREATE INDEX "price_list_items_product_id_index" ON "price_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_unique" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_company_name_unique" ON "saved_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_format" CHECK ("products"."sku" ~ '^[A-Z0-9][A-Z0-9-]{0,31}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_size_positive" CHECK ("products"."pack_size" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_order_qty_valid" CHECK ("products"."min_order_qty" between 1 and 100000 and "products"."min_order_qty" % "products"."pack_size" = 0);