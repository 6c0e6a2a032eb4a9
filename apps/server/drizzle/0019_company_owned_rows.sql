DROP INDEX "partner_addresses_one_default";--> statement-breakpoint
ALTER TABLE "credit_limit_requests" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- Every company-owned row takes its person's company (docs/decisions/0019-company-accounts.md §3).
-- A person who has such rows but no membership (no longer a partner) gets a company of their own
-- without members, so the rows keep a company and nobody gains a membership by it.
CREATE TEMP TABLE "person_company" AS SELECT "user_id", "company_id" FROM "company_members";--> statement-breakpoint
WITH "orphans" AS MATERIALIZED (
	SELECT u."id" AS "user_id", gen_random_uuid() AS "company_id",
		left(coalesce(nullif(trim(u."name"), ''), u."email") || '''s company', 120) AS "name"
	FROM "users" u
	WHERE NOT EXISTS (SELECT 1 FROM "company_members" m WHERE m."user_id" = u."id")
		AND (EXISTS (SELECT 1 FROM "orders" o WHERE o."partner_id" = u."id")
			OR EXISTS (SELECT 1 FROM "partner_credit_limits" c WHERE c."partner_id" = u."id")
			OR EXISTS (SELECT 1 FROM "credit_limit_requests" r WHERE r."partner_id" = u."id")
			OR EXISTS (SELECT 1 FROM "partner_addresses" a WHERE a."user_id" = u."id"))
), "made" AS (
	INSERT INTO "companies" ("id", "name") SELECT "company_id", "name" FROM "orphans" RETURNING "id"
)
INSERT INTO "person_company" ("user_id", "company_id")
SELECT o."user_id", o."company_id" FROM "orphans" o JOIN "made" c ON c."id" = o."company_id";--> statement-breakpoint
UPDATE "orders" t SET "company_id" = p."company_id" FROM "person_company" p WHERE p."user_id" = t."partner_id";--> statement-breakpoint
UPDATE "partner_credit_limits" t SET "company_id" = p."company_id" FROM "person_company" p WHERE p."user_id" = t."partner_id";--> statement-breakpoint
UPDATE "credit_limit_requests" t SET "company_id" = p."company_id" FROM "person_company" p WHERE p."user_id" = t."partner_id";--> statement-breakpoint
UPDATE "partner_addresses" t SET "company_id" = p."company_id" FROM "person_company" p WHERE p."user_id" = t."user_id";--> statement-breakpoint
UPDATE "quotes" t SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = t."partner_id";--> statement-breakpoint
UPDATE "support_tickets" t SET "company_id" = m."company_id" FROM "company_members" m WHERE m."user_id" = t."submitter_id";--> statement-breakpoint
DROP TABLE "person_company";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_limit_requests" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_addresses" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_limit_requests" ADD CONSTRAINT "credit_limit_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_limit_requests_company_id_created_at_index" ON "credit_limit_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_id_created_at_index" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_addresses_company_id_index" ON "partner_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quotes_company_id_index" ON "quotes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_tickets_company_id_updated_at_index" ON "support_tickets" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_addresses_one_default" ON "partner_addresses" USING btree ("company_id") WHERE "partner_addresses"."is_default";--> statement-breakpoint
ALTER TABLE "partner_credit_limits" ADD CONSTRAINT "partner_credit_limits_company_id_unique" UNIQUE("company_id");