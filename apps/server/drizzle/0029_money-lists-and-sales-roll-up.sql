CREATE TABLE "order_sales_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"discount_amount" numeric(14, 2) NOT NULL,
	"goods_amount" numeric(14, 2) NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "order_sales_days_pk" PRIMARY KEY("company_id","day","partner_id","status"),
	CONSTRAINT "order_sales_days_status_valid" CHECK ("order_sales_days"."status" in ('awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_sales_days" ADD CONSTRAINT "order_sales_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_days" ADD CONSTRAINT "order_sales_days_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sales_days_day_idx" ON "order_sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_category_valuation_idx" ON "products" USING btree ("category","stock_quantity","cost","price");--> statement-breakpoint
CREATE INDEX "purchase_orders_po_number_trgm_idx" ON "purchase_orders" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_invoices_due_id_idx" ON "account_invoices" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "account_invoices_number_trgm_idx" ON "account_invoices" USING gin ("number" gin_trgm_ops);