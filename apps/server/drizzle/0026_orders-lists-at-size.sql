DROP INDEX "orders_partner_id_created_at_index";--> statement-breakpoint
DROP INDEX "orders_company_id_created_at_index";--> statement-breakpoint
DROP INDEX "orders_status_created_at_index";--> statement-breakpoint
DROP INDEX "orders_created_at_index";--> statement-breakpoint
CREATE INDEX "products_stock_alert_idx" ON "products" USING btree ("stock_quantity","name","id") WHERE "products"."stock_quantity" <= "products"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "order_items_product_name_trgm_idx" ON "order_items" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_partner_id_created_at_id_index" ON "orders" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_id_created_at_id_index" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_index" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_index" ON "orders" USING btree ("created_at","id");