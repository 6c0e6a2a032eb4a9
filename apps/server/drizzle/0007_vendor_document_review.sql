ALTER TABLE "vendor_documents" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD COLUMN "rejected_by" uuid;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;