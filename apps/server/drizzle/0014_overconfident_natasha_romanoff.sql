ALTER TABLE "vendor_payments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
-- The seeded and earlier payments named the method in words; the method is now a code (vendorPaymentMethods).
UPDATE "vendor_payments" SET "payment_method" = 'bank_transfer' WHERE "payment_method" = 'Bank transfer (EFT)';
