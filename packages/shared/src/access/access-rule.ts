import type { Principal } from './principal.ts';
import type { AssociateRole, UserRole } from './roles.ts';

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
      /** Associate routes that need product_management or finance (spec 1 section 4, step 5). */
      associateRoles?: readonly AssociateRole[];
      /** Admins pass too, whatever their role (an admin need not be an associate). */
      orAdmin?: boolean;
    };

export const access = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signedIn' } as AccessRule,
  roles: (...roles: UserRole[]): AccessRule => ({ kind: 'restricted', roles }),
  admin: { kind: 'restricted', roles: [], admin: true } as AccessRule,
  associate: (...associateRoles: AssociateRole[]): AccessRule => ({
    kind: 'restricted',
    roles: ['associate'],
    associateRoles: associateRoles.length ? associateRoles : undefined,
  }),
  /** Associates with one of these sub-roles, or any admin (e.g. finance approvals). */
  associateOrAdmin: (...associateRoles: AssociateRole[]): AccessRule => ({
    kind: 'restricted',
    roles: ['associate'],
    associateRoles: associateRoles.length ? associateRoles : undefined,
    orAdmin: true,
  }),
};

export type AccessDecision =
  | { outcome: 'allow' }
  | { outcome: 'login' }
  | { outcome: 'onboarding' }
  | { outcome: 'denied'; reason: 'admin' | 'role' | 'associate' };

/**
 * The access-guard decision order of spec 1 section 4: (1) not signed in → login; (2) role needed
 * and none → onboarding; (3) admin-only and not admin → denied; (4) role not allowed → denied;
 * (5) associate sub-role needed and missing → denied.
 */
export function decideAccess(rule: AccessRule, principal: Principal | null): AccessDecision {
  if (rule.kind === 'public') return { outcome: 'allow' };
  if (!principal) return { outcome: 'login' };
  if (rule.kind === 'signedIn') return { outcome: 'allow' };
  if (rule.orAdmin && principal.isAdmin) return { outcome: 'allow' };
  if (rule.roles.length > 0 && !principal.role && !principal.isAdmin) return { outcome: 'onboarding' };
  if (rule.admin) return principal.isAdmin ? { outcome: 'allow' } : { outcome: 'denied', reason: 'admin' };
  if (!principal.role || !rule.roles.includes(principal.role)) return { outcome: 'denied', reason: 'role' };
  if (rule.associateRoles) {
    const sub = principal.associateRole;
    if (!sub || !rule.associateRoles.includes(sub)) return { outcome: 'denied', reason: 'associate' };
  }
  return { outcome: 'allow' };
}
