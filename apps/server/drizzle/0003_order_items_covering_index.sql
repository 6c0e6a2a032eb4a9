DROP INDEX "order_items_order_id_index";--> statement-breakpoint
CREATE INDEX "order_items_order_id_lines_idx" ON "order_items" USING btree ("order_id","product_id","quantity","price_per_unit");