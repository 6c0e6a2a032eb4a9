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
-- Hand-written (Drizzle cannot express it): the roll-up of the orders already there, as
-- REBUILD_SALES_SQL in domains/orders/sales-roll-up.repository.ts writes it.
INSERT INTO "order_sales_days" ("company_id", "day", "partner_id", "status", "orders", "total_amount", "discount_amount", "goods_amount", "units")
  SELECT o.company_id, (o.created_at AT TIME ZONE 'Australia/Sydney')::date, o.partner_id, o.status,
    count(*)::int, sum(o.total_amount), sum(o.discount_amount), coalesce(sum(l.goods), 0), coalesce(sum(l.units), 0)::int
  FROM "orders" o
  LEFT JOIN (
    SELECT i.order_id, sum(i.quantity * i.price_per_unit) AS goods, sum(i.quantity) AS units
    FROM "order_items" i GROUP BY i.order_id
  ) l ON l.order_id = o.id
  GROUP BY 1, 2, 3, 4;
