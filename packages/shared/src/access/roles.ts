// Kept free of zod: every portal's first screen decides access with these (docs/ARCHITECTURE.md, what a
// visitor downloads first); the principal's schema is in principal.ts.
import type { Principal } from './principal.ts';

export const roles = ['partner', 'vendor', 'associate', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a user_roles row can hold; admin is a flag (admin_roles.is_admin), not a row here. */
export const userRoles = ['partner', 'vendor', 'associate'] as const;
export type UserRole = (typeof userRoles)[number];

export const associateRoles = ['sales', 'product_management', 'finance'] as const;
export type AssociateRole = (typeof associateRoles)[number];

/** product_management and finance grant the product-management ability (spec 1 section 6). */
export function hasProductManagementAbility(associateRole: AssociateRole | null | undefined): boolean {
  return associateRole === 'product_management' || associateRole === 'finance';
}

/** The own dashboard a user is sent to after a failed check: /{role}. */
export function dashboardPath(principal: Pick<Principal, 'role' | 'isAdmin'>): string {
  if (principal.role) return `/${principal.role}`;
  return principal.isAdmin ? '/admin' : '/onboarding';
}
