-- The idle timeout counts from a session's last use (ADR 0003).
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Portal sub-roles (manager / user, supplier_manager / supplier, senior_associate / associate) changed
-- no permission and are no longer offered (docs/product/access.md); the audit log keeps past changes.
ALTER TABLE "profiles" DROP COLUMN "portal_role";--> statement-breakpoint
-- Ranks now decide what an administrator may do: anything else than the three ranks is an admin.
UPDATE "admin_roles" SET "role" = 'admin' WHERE "role" NOT IN ('super_admin', 'admin', 'moderator');--> statement-breakpoint
-- Only a super admin grants administrator access: a store whose admins all hold the plain rank gets
-- its longest-standing enabled admin as super admin, or nobody could ever grant it again.
UPDATE "admin_roles" SET "role" = 'super_admin'
WHERE "id" = (
  SELECT a."id" FROM "admin_roles" a JOIN "users" u ON u."id" = a."user_id"
  WHERE a."is_admin" AND NOT u."disabled"
  ORDER BY a."created_at", a."id" LIMIT 1
)
AND NOT EXISTS (
  SELECT 1 FROM "admin_roles" s JOIN "users" su ON su."id" = s."user_id"
  WHERE s."is_admin" AND s."role" = 'super_admin' AND NOT su."disabled"
);--> statement-breakpoint
ALTER TABLE "admin_roles" ADD CONSTRAINT "admin_roles_role_valid" CHECK ("admin_roles"."role" in ('super_admin', 'admin', 'moderator'));
