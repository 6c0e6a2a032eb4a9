import { z } from 'zod';
import { adminRanks, associateRoles, userRoles } from '../access/roles.ts';
import { auditActionNames, auditEntityTypes } from '../audit/actions.ts';
import { pageOf, pageQuery } from '../paging/paging.ts';

// ---- admin: users, roles and the audit log (docs/product/admin-area.md, Role Management) ----

/** The four Role Management screens: /admin/roles (admin) and /admin/{portal}s/users. */
export const adminPortals = ['partner', 'vendor', 'associate', 'admin'] as const;
export type AdminPortal = (typeof adminPortals)[number];
/** An account in the admin's user list is active or disabled. */
export const adminUserStatuses = ['active', 'disabled'] as const;

/**
 * The roles offered in Role Management per portal (docs/product/access.md). 'admin' in a portal's
 * list grants the admin flag (the admin area); the portal's own role is the plain account of that
 * portal. The earlier manager / user, supplier_manager / supplier and senior_associate / associate are
 * not offered: a partner or vendor account is one person and an associate's department is their
 * sub-role, so those names changed no permission. In the admin portal the value is the rank.
 */
export const portalRoleOptions = {
  partner: ['admin', 'partner'],
  associate: ['admin', 'associate'],
  vendor: ['admin', 'vendor'],
  admin: adminRanks,
} as const satisfies Record<AdminPortal, readonly string[]>;
export const allPortalRoles = [
  ...new Set(Object.values(portalRoleOptions).flat()),
] as readonly string[] as readonly PortalRole[];
export type PortalRole = (typeof portalRoleOptions)[AdminPortal][number];

export const adminUserMessages = {
  lastAdmin: 'You cannot remove or disable the last administrator.',
  self: 'You cannot disable your own account.',
  roleUpdated: 'Role Updated',
  statusUpdated: 'Status Updated',
  notInPortal: 'This user does not belong to that portal.',
  roleNotOffered: 'That role is not offered in this portal.',
  /** docs/product/access.md: who is an administrator, and of which rank, is the super admins' call. */
  superAdminOnly: 'Only a super admin can grant, change or remove administrator access.',
  adminAccount: "Only a super admin can change another administrator's account.",
  lastSuperAdmin: 'You cannot remove, demote or disable the last super admin.',
};

export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  /** Users of one portal (role partner, vendor or associate; admin: every administrator). */
  portal: z.enum(['all', ...adminPortals], { error: 'Unknown portal' }).default('all'),
  /** A role offered in Role Management for the portal (only with a portal). */
  role: z.enum(['all', ...allPortalRoles] as [string, ...string[]], { error: 'Unknown role' }).default('all'),
  status: z.enum(['all', ...adminUserStatuses], { error: 'Unknown status' }).default('all'),
  ...pageQuery(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUserListParams = z.output<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** partner, vendor or associate; null: no role yet (sent to /onboarding). */
  role: z.enum(userRoles).nullable(),
  associateRole: z.enum(associateRoles).nullable(),
  isAdmin: z.boolean(),
  /** The administrator's rank (super_admin, admin, moderator) when isAdmin. */
  adminRole: z.enum(adminRanks).nullable(),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  sessions: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = pageOf(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });

export const setUserActiveSchema = z.strictObject({
  active: z.boolean({ error: 'Active must be true or false' }),
});

export const setPortalRoleSchema = z.strictObject({
  portal: z.enum(adminPortals, { error: 'Unknown portal' }),
  role: z.enum(allPortalRoles as [string, ...string[]], { error: 'Unknown role' }),
});
export type SetPortalRoleInput = z.infer<typeof setPortalRoleSchema>;

export const endSessionsResponseSchema = z.object({ ended: z.number().int() });

export const auditLogQuerySchema = z.object({
  /** The actor's name or email (contains). */
  user: z.string().trim().max(200, 'User must be at most 200 characters').optional(),
  entity: z.enum(auditEntityTypes, { error: 'Choose an entity from the list' }).optional(),
  action: z.enum(auditActionNames, { error: 'Choose an action from the list' }).optional(),
  from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  ...pageQuery(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogParams = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** The person's name, or the automatic actor's ('Auto-approval', 'System'). */
  actorName: z.string(),
  actorEmail: z.string().nullable(),
  /** True when no person acted (auto-approval, a scheduled job). */
  automatic: z.boolean(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The entity by name as it was when written (applicant, order number, product); null on older rows. */
  entityLabel: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = pageOf(auditEntrySchema).extend({
  entities: z.array(z.string()),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The role Role Management shows for a user in a portal (server and screen read it the same way). */
export function portalRoleOf(
  user: { isAdmin: boolean; adminRole: (typeof adminRanks)[number] | null },
  portal: AdminPortal,
): PortalRole {
  if (portal === 'admin') return user.adminRole ?? 'admin';
  return user.isAdmin ? 'admin' : portal;
}
