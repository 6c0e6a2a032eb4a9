ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_limit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_month_spent" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awaiting_expiry_idx" ON "orders" USING btree ("approval_expires_at") WHERE "orders"."status" = 'awaiting_approval';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_status_valid" CHECK ("orders"."approval_status" in ('awaiting', 'approved', 'rejected', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_reason_valid" CHECK ("orders"."approval_reason" in ('order_limit', 'monthly_limit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_awaiting_has_expiry" CHECK ("orders"."status" <> 'awaiting_approval' or "orders"."approval_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rejection_reason_length" CHECK (length("orders"."rejection_reason") <= 500);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'));