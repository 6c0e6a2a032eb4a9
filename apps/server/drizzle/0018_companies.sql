CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abn" text,
	"business_type" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_length" CHECK (length(trim("companies"."name")) between 1 and 120),
	CONSTRAINT "companies_business_type_valid" CHECK ("companies"."business_type" in ('retail', 'wholesale', 'school'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"order_limit" numeric(12, 2),
	"monthly_limit" numeric(12, 2),
	"invited_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_valid" CHECK ("company_members"."role" in ('owner', 'admin', 'buyer', 'approver', 'viewer')),
	CONSTRAINT "company_members_order_limit_non_negative" CHECK ("company_members"."order_limit" >= 0),
	CONSTRAINT "company_members_monthly_limit_non_negative" CHECK ("company_members"."monthly_limit" >= 0),
	CONSTRAINT "company_members_owner_without_limits" CHECK ("company_members"."role" <> 'owner' or ("company_members"."order_limit" is null and "company_members"."monthly_limit" is null))
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_owner" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "company_members_company_role_idx" ON "company_members" USING btree ("company_id","role");--> statement-breakpoint
-- Today's partners become companies of one (docs/product/company-accounts.md, "Companies";
-- docs/decisions/0019-company-accounts.md §3): every user whose first user_roles row is partner owns a
-- new company (a fresh uuid, not theirs) named after the business they gave, else "{name}'s company".
-- One statement: the map of user to new company is materialised once, so both inserts share its ids.
WITH "partner_map" AS MATERIALIZED (
	SELECT u."id" AS "user_id", gen_random_uuid() AS "company_id",
		left(coalesce(nullif(trim(p."company_name"), ''), coalesce(nullif(trim(p."name"), ''), u."name") || '''s company'), 120) AS "name",
		p."abn", p."business_type", coalesce(p."loyalty_points", 0) AS "loyalty_points"
	FROM "users" u
	LEFT JOIN "profiles" p ON p."id" = u."id"
	WHERE (SELECT r."role" FROM "user_roles" r WHERE r."user_id" = u."id" ORDER BY r."created_at", r."id" LIMIT 1) = 'partner'
), "made" AS (
	INSERT INTO "companies" ("id", "name", "abn", "business_type", "loyalty_points")
	SELECT "company_id", "name", "abn", "business_type", "loyalty_points" FROM "partner_map"
	RETURNING "id"
)
INSERT INTO "company_members" ("user_id", "company_id", "role")
SELECT m."user_id", m."company_id", 'owner' FROM "partner_map" m JOIN "made" c ON c."id" = m."company_id";
