// Kept free of zod: the associate portal's route table and sidebar, part of its first screen, ask this
// rule (docs/ARCHITECTURE.md, what a visitor downloads first); the credit schemas are in contract.ts.
import { type AccessRule, access, decideAccess } from '../access/access-rule.ts';
import type { Principal } from '../access/principal.ts';

/**
 * docs/product/approvals.md: a partner's credit request is reviewed by finance associates and admins. One rule for
 * the review API, the associate route /associate/credit-requests and its sidebar entry.
 */
export const creditReviewAccess: AccessRule = access.associateOrAdmin('finance');
export const canReviewCredit = (principal: Principal | null): boolean =>
  decideAccess(creditReviewAccess, principal).outcome === 'allow';
