CREATE INDEX "purchase_orders_po_number_trgm_idx" ON "purchase_orders" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_invoices_due_id_idx" ON "account_invoices" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "account_invoices_number_trgm_idx" ON "account_invoices" USING gin ("number" gin_trgm_ops);