CREATE TABLE "order_category_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "order_category_days_pk" PRIMARY KEY("company_id","day","partner_id","status","category"),
	CONSTRAINT "order_category_days_status_valid" CHECK ("order_category_days"."status" in ('awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "orders_company_id_created_at_id_index";--> statement-breakpoint
ALTER TABLE "order_category_days" ADD CONSTRAINT "order_category_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_category_days" ADD CONSTRAINT "order_category_days_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_id_created_at_id_status_index" ON "orders" USING btree ("company_id","created_at","id","status");