import type { CompanyRole } from '../companies/roles.ts';
import type { Principal } from './principal.ts';
import type { AdminRank, AssociateRole, UserRole } from './roles.ts';

/**
 * What a route (API or screen) asks of its caller. The same rule object is checked by the
 * server (authoritative) and by the browser's AccessGuard (only to choose a screen).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | {
      kind: 'restricted';
      /** Allowed user roles; empty with admin=true means admins only. */
      roles: readonly UserRole[];
      admin?: boolean;
      /** With admin: only these ranks (docs/product/access.md); any rank when absent. */
      adminRanks?: readonly AdminRank[];
      /** Associate routes that need product_management or finance (docs/product/storefront-and-sign-in.md, step 5). */
      associateRoles?: readonly AssociateRole[];
      /** Admins pass too, whatever their role (an admin need not be an associate). */
      orAdmin?: boolean;
      /** Partner routes for these company roles only (docs/decisions/0019-company-accounts.md §4). */
      companyRoles?: readonly CompanyRole[];
    };

export const access = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signedIn' } as AccessRule,
  roles: (...roles: UserRole[]): AccessRule => ({ kind: 'restricted', roles }),
  admin: { kind: 'restricted', roles: [], admin: true } as AccessRule,
  /** Admins who change accounts, applications and settings: super admins and admins, not moderators. */
  accountAdmin: {
    kind: 'restricted',
    roles: [],
    admin: true,
    adminRanks: ['super_admin', 'admin'],
  } as AccessRule,
  /** Who is an administrator, and of which rank: super admins only. */
  superAdmin: { kind: 'restricted', roles: [], admin: true, adminRanks: ['super_admin'] } as AccessRule,
  associate: (...associateRoles: AssociateRole[]): AccessRule => ({
    kind: 'restricted',
    roles: ['associate'],
    associateRoles: associateRoles.length ? associateRoles : undefined,
  }),
  /** Partners whose role in their company is one of these (docs/product/company-accounts.md, "Roles"). */
  company: (...companyRoles: CompanyRole[]): AccessRule => ({
    kind: 'restricted',
    roles: ['partner'],
    companyRoles,
  }),
  /** Associates with one of these sub-roles, or any admin (e.g. finance approvals). */
  associateOrAdmin: (...associateRoles: AssociateRole[]): AccessRule => ({
    kind: 'restricted',
    roles: ['associate'],
    associateRoles: associateRoles.length ? associateRoles : undefined,
    orAdmin: true,
  }),
};

/** What an administrator below a rule's rank is told (docs/product/access.md). */
export function rankDeniedMessage(rank: AdminRank | null): string {
  return `Your administrator rank (${rank ?? 'none'}) doesn't allow this.`;
}

export type AccessDecision =
  | { outcome: 'allow' }
  | { outcome: 'login' }
  | { outcome: 'onboarding' }
  | { outcome: 'denied'; reason: 'admin' | 'rank' | 'role' | 'associate' | 'company' };

/**
 * The access-guard decision order of docs/product/storefront-and-sign-in.md: (1) not signed in → login; (2) role needed
 * and none → onboarding; (3) admin-only and not admin → denied (and an admin below the rule's rank,
 * docs/product/access.md); (4) role not allowed → denied; (5) associate sub-role needed and missing →
 * denied; (6) company role needed and not held → denied (docs/decisions/0019-company-accounts.md §4).
 */
export function decideAccess(rule: AccessRule, principal: Principal | null): AccessDecision {
  if (rule.kind === 'public') return { outcome: 'allow' };
  if (!principal) return { outcome: 'login' };
  if (rule.kind === 'signedIn') return { outcome: 'allow' };
  if (rule.orAdmin && principal.isAdmin) return { outcome: 'allow' };
  if (rule.roles.length > 0 && !principal.role && !principal.isAdmin) return { outcome: 'onboarding' };
  if (rule.admin) {
    if (!principal.isAdmin) return { outcome: 'denied', reason: 'admin' };
    if (rule.adminRanks && !(principal.adminRank && rule.adminRanks.includes(principal.adminRank)))
      return { outcome: 'denied', reason: 'rank' };
    return { outcome: 'allow' };
  }
  if (!principal.role || !rule.roles.includes(principal.role)) return { outcome: 'denied', reason: 'role' };
  if (rule.associateRoles) {
    const sub = principal.associateRole;
    if (!sub || !rule.associateRoles.includes(sub)) return { outcome: 'denied', reason: 'associate' };
  }
  if (rule.companyRoles) {
    const held = principal.companyRole;
    if (!held || !rule.companyRoles.includes(held)) return { outcome: 'denied', reason: 'company' };
  }
  return { outcome: 'allow' };
}
