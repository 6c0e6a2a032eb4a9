CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"order_limit" numeric(12, 2),
	"monthly_limit" numeric(12, 2),
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_email_lower" CHECK ("company_invitations"."email" = lower("company_invitations"."email")),
	CONSTRAINT "company_invitations_role_valid" CHECK ("company_invitations"."role" in ('admin', 'buyer', 'approver', 'viewer')),
	CONSTRAINT "company_invitations_status_valid" CHECK ("company_invitations"."status" in ('pending', 'accepted', 'revoked')),
	CONSTRAINT "company_invitations_order_limit_non_negative" CHECK ("company_invitations"."order_limit" >= 0),
	CONSTRAINT "company_invitations_monthly_limit_non_negative" CHECK ("company_invitations"."monthly_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_one_pending" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_invitations_company_created_idx" ON "company_invitations" USING btree ("company_id","created_at");