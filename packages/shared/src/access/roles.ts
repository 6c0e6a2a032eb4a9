// Kept free of zod: every portal's first screen decides access with these (docs/ARCHITECTURE.md, what a
// visitor downloads first); the principal's schema is in principal.ts, which builds on these lists,
// so the rules here name the few fields they read rather than import its type.

export const roles = ['partner', 'vendor', 'associate', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a user_roles row can hold; admin is a flag (admin_roles.is_admin), not a row here. */
export const userRoles = ['partner', 'vendor', 'associate'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * An administrator's rank (admin_roles.role), docs/product/access.md: a super admin also decides who
 * is an administrator; an admin manages accounts and settings; a moderator works in the admin area
 * but changes no account, role, application or setting.
 */
export const adminRanks = ['super_admin', 'admin', 'moderator'] as const;
export type AdminRank = (typeof adminRanks)[number];

type RankHolder = { isAdmin: boolean; adminRank: AdminRank | null };
/** What the sign-in door and the dashboard are decided by: a principal's role and admin flag. */
type RoleHolder = { role: UserRole | null; isAdmin: boolean };

/** Changes accounts (roles, Active, resets, departments), decides applications and edits settings. */
export function isAccountAdmin(principal: RankHolder): boolean {
  return principal.isAdmin && (principal.adminRank === 'super_admin' || principal.adminRank === 'admin');
}

/** Grants or removes administrator access, sets ranks and changes other administrators' accounts. */
export function isSuperAdmin(principal: RankHolder): boolean {
  return principal.isAdmin && principal.adminRank === 'super_admin';
}

/** Whether this admin may change that user's account: another administrator's is a super admin's call. */
export function mayChangeAccountOf(
  admin: RankHolder & { userId: string },
  target: { id: string; isAdmin: boolean },
): boolean {
  return isAccountAdmin(admin) && (!target.isAdmin || target.id === admin.userId || isSuperAdmin(admin));
}

export const associateRoles = ['sales', 'product_management', 'finance'] as const;
export type AssociateRole = (typeof associateRoles)[number];

/** The associate sub-roles that hold the product-management ability: product_management and finance. */
export const productManagementRoles = [
  'product_management',
  'finance',
] as const satisfies readonly AssociateRole[];

/** Whether an associate sub-role holds the product-management ability (`productManagementRoles`). */
export function hasProductManagementAbility(associateRole: AssociateRole | null | undefined): boolean {
  return (productManagementRoles as readonly (AssociateRole | null | undefined)[]).includes(associateRole);
}

/**
 * Which of the three sign-in doors (docs/product/storefront-and-sign-in.md) is a user's (/login, /login/vendor, /login/associate): a
 * vendor's is the vendor login, staff's and administrators' the associate (staff) login.
 */
export function signInPortalOf(principal: RoleHolder): 'partner' | 'vendor' | 'associate' {
  if (principal.role === 'vendor') return 'vendor';
  if (principal.role === 'associate' || (principal.isAdmin && principal.role === null)) return 'associate';
  return 'partner';
}

/** The own dashboard a user is sent to after a failed check: /{role}. */
export function dashboardPath(principal: RoleHolder): string {
  if (principal.role) return `/${principal.role}`;
  return principal.isAdmin ? '/admin' : '/onboarding';
}
