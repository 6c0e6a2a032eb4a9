ALTER TABLE "quotes" ADD COLUMN "priced_by" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "delivery_method_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "delivery_cost" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_delivery_cost_non_negative" CHECK ("quotes"."delivery_cost" >= 0);