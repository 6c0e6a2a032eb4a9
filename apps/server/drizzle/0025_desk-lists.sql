DROP INDEX "support_tickets_status_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_created_at_index";--> statement-breakpoint
DROP INDEX "files_owner_id_index";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_lower_name_id_idx" ON "users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_lower_name_id_idx" ON "companies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_documents_file_id_idx" ON "quote_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_id_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_at_id_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_created_at_id_idx" ON "support_tickets" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_ticket_number_trgm_idx" ON "support_tickets" USING gin ("ticket_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_title_trgm_idx" ON "support_tickets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_tickets_description_trgm_idx" ON "support_tickets" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_created_at_id_idx" ON "audit_log" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_id_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_id_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_label_trgm_idx" ON "audit_log" USING gin ("actor_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_owner_created_at_id_idx" ON "files" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "files_created_at_id_idx" ON "files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_size_bytes_id_idx" ON "files" USING btree ("size_bytes","id");--> statement-breakpoint
CREATE INDEX "files_original_name_id_idx" ON "files" USING btree ("original_name","id");--> statement-breakpoint
CREATE INDEX "files_purpose_created_at_id_idx" ON "files" USING btree ("purpose","created_at","id");--> statement-breakpoint
CREATE INDEX "files_original_name_trgm_idx" ON "files" USING gin ("original_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_role_user_id_idx" ON "user_roles" USING btree ("role","user_id");