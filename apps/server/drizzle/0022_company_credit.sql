-- The company owns its credit line, business details and loyalty points (docs/product/company-accounts.md,
-- "What the company owns"; docs/decisions/0019-company-accounts.md §2). Until this migration the
-- Business form and delivered orders still wrote the owner's profile, so the company takes those
-- values once more before the profile columns go: the owner's business details where they gave any,
-- and the points its members hold (a company of one: its owner's).
UPDATE "companies" c SET
	"name" = coalesce(left(nullif(trim(p."company_name"), ''), 120), c."name"),
	"abn" = p."abn",
	"business_type" = p."business_type"
FROM "company_members" m JOIN "profiles" p ON p."id" = m."user_id"
WHERE m."company_id" = c."id" AND m."role" = 'owner';--> statement-breakpoint
UPDATE "companies" c SET "loyalty_points" = s."points"
FROM (SELECT m."company_id", sum(p."loyalty_points")::int AS "points"
	FROM "company_members" m JOIN "profiles" p ON p."id" = m."user_id" GROUP BY m."company_id") s
WHERE s."company_id" = c."id";--> statement-breakpoint
ALTER TABLE "partner_credit_limits" DROP CONSTRAINT "partner_credit_limits_partner_id_unique";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_business_type_valid";--> statement-breakpoint
ALTER TABLE "partner_credit_limits" DROP CONSTRAINT "partner_credit_limits_partner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_credit_limits" DROP COLUMN "partner_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "abn";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "business_type";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "loyalty_points";
--> statement-breakpoint
-- An address is the company's: the member who added it is only recorded, and the address outlives them.
ALTER TABLE "partner_addresses" DROP CONSTRAINT "partner_addresses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;