CREATE TABLE "product_stats" (
	"category" text NOT NULL,
	"product_count" bigint NOT NULL,
	"low_stock_products" bigint NOT NULL,
	"out_of_stock_products" bigint NOT NULL,
	"inventory_value" numeric NOT NULL,
	"margin_sum" numeric NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_stage_created_at_index";--> statement-breakpoint
DROP INDEX "quotes_status_created_at_index";--> statement-breakpoint
DROP INDEX "quotes_created_at_index";--> statement-breakpoint
CREATE INDEX "leads_stage_created_at_id_idx" ON "leads" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_open_created_at_id_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."stage" in ('new', 'contacted', 'qualified');--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_name_trgm_idx" ON "leads" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_id_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_id_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_quote_number_trgm_idx" ON "quotes" USING gin ("quote_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_title_trgm_idx" ON "quotes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_customer_name_trgm_idx" ON "quotes" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_customer_email_trgm_idx" ON "quotes" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_company_name_trgm_idx" ON "quotes" USING gin ("company_name" gin_trgm_ops);