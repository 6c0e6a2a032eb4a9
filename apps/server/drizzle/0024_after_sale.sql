CREATE SEQUENCE "public"."adjustment_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"payment_terms" text NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"open_amount" numeric(12, 2) GENERATED ALWAYS AS (total_amount - paid_amount - credited_amount) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "account_invoices_payment_terms_valid" CHECK ("account_invoices"."payment_terms" in ('net_7', 'net_14', 'net_15', 'net_30', 'net_45', 'net_60')),
	CONSTRAINT "account_invoices_total_non_negative" CHECK ("account_invoices"."total_amount" >= 0),
	CONSTRAINT "account_invoices_paid_non_negative" CHECK ("account_invoices"."paid_amount" >= 0),
	CONSTRAINT "account_invoices_credited_non_negative" CHECK ("account_invoices"."credited_amount" >= 0),
	CONSTRAINT "account_invoices_not_overpaid" CHECK ("account_invoices"."paid_amount" + "account_invoices"."credited_amount" <= "account_invoices"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "adjustment_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('AN-' || lpad(nextval('adjustment_note_number_seq')::text, 6, '0')) NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"gst_amount" numeric(12, 2) NOT NULL,
	"outcome" text NOT NULL,
	"credited_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "adjustment_notes_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "adjustment_notes_outcome_valid" CHECK ("adjustment_notes"."outcome" in ('account_credit', 'refund')),
	CONSTRAINT "adjustment_notes_total_positive" CHECK ("adjustment_notes"."total_amount" > 0),
	CONSTRAINT "adjustment_notes_split" CHECK ("adjustment_notes"."credited_amount" >= 0 and "adjustment_notes"."refunded_amount" >= 0 and "adjustment_notes"."credited_amount" + "adjustment_notes"."refunded_amount" = "adjustment_notes"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"days_from_due" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_days_from_due_pk" PRIMARY KEY("invoice_id","days_from_due")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments_received" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_received_method_valid" CHECK ("payments_received"."method" in ('eft', 'bpay', 'card', 'cheque', 'cash')),
	CONSTRAINT "payments_received_amount_positive" CHECK ("payments_received"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"disposition" text,
	CONSTRAINT "return_lines_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_disposition_valid" CHECK ("return_lines"."disposition" in ('restock', 'write_off'))
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"return_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_return_id_file_id_pk" PRIMARY KEY("return_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('RMA-' || lpad(nextval('return_number_seq')::text, 6, '0')) NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"received_by" uuid,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "return_requests_status_valid" CHECK ("return_requests"."status" in ('requested', 'approved', 'rejected', 'received')),
	CONSTRAINT "return_requests_reason_valid" CHECK ("return_requests"."reason" in ('damaged_in_transit', 'faulty', 'wrong_item', 'not_as_described', 'ordered_too_many', 'other'))
);
--> statement-breakpoint
CREATE TABLE "statement_sends" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_sends_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "partner_credit_limits" DROP CONSTRAINT "partner_credit_limits_payment_terms_valid";--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_account_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_received_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments_received"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_account_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."account_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_invoices_company_due_idx" ON "account_invoices" USING btree ("company_id","due_on");--> statement-breakpoint
CREATE INDEX "account_invoices_open_due_idx" ON "account_invoices" USING btree ("due_on") WHERE total_amount - paid_amount - credited_amount > 0;--> statement-breakpoint
CREATE INDEX "adjustment_notes_company_idx" ON "adjustment_notes" USING btree ("company_id","issued_on");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_received_company_idx" ON "payments_received" USING btree ("company_id","received_on");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_company_idx" ON "return_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_payment_terms_valid" CHECK ("partner_credit_limits"."payment_terms" in ('net_7', 'net_14', 'net_15', 'net_30', 'net_45', 'net_60'));--> statement-breakpoint
-- Orders already charged to an account get their invoice on account: issued the day the order was
-- placed (Sydney), due by the company's terms now, nothing recorded as paid
-- (docs/product/receivables.md). The credit they used is already the sum of these totals: each
-- charge added its order's total and each cancellation took it back.
INSERT INTO "account_invoices" ("order_id", "company_id", "number", "issued_on", "due_on", "payment_terms", "total_amount")
SELECT o."id", o."company_id", 'INV-' || upper(left(o."id"::text, 8)),
  (o."created_at" AT TIME ZONE 'Australia/Sydney')::date,
  (o."created_at" AT TIME ZONE 'Australia/Sydney')::date + substr(coalesce(c."payment_terms", 'net_30'), 5)::int,
  coalesce(c."payment_terms", 'net_30'), o."total_amount"
FROM "orders" o
LEFT JOIN "partner_credit_limits" c ON c."company_id" = o."company_id"
WHERE o."payment_method" = 'account' AND o."status" NOT IN ('cancelled', 'awaiting_approval');