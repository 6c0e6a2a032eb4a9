DROP INDEX "orders_created_at_id_index";--> statement-breakpoint
CREATE INDEX "orders_created_at_id_status_total_amount_index" ON "orders" USING btree ("created_at","id","status","total_amount");