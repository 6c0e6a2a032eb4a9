import { z } from 'zod';

export const roles = ['partner', 'vendor', 'associate', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles a user_roles row can hold; admin is a flag (admin_roles.is_admin), not a row here. */
export const userRoles = ['partner', 'vendor', 'associate'] as const;
export type UserRole = (typeof userRoles)[number];

export const associateRoles = ['sales', 'product_management', 'finance'] as const;
export const associateRoleSchema = z.enum(associateRoles);
export type AssociateRole = z.infer<typeof associateRoleSchema>;

/** product_management and finance grant the product-management ability (spec 1 section 6). */
export function hasProductManagementAbility(associateRole: AssociateRole | null | undefined): boolean {
  return associateRole === 'product_management' || associateRole === 'finance';
}

/** Who is calling, as the server resolves it and the browser receives it from /api/me. */
export const principalSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(userRoles).nullable(),
  isAdmin: z.boolean(),
  associateRole: associateRoleSchema.nullable(),
  onboardingStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type Principal = z.infer<typeof principalSchema>;

/** The own dashboard a user is sent to after a failed check: /{role}. */
export function dashboardPath(principal: Pick<Principal, 'role' | 'isAdmin'>): string {
  if (principal.role) return `/${principal.role}`;
  return principal.isAdmin ? '/admin' : '/onboarding';
}
