// Kept free of zod: the associate screens ask it beside their buttons and the server in its policies.

/** The part of a principal the rule reads (the server's Principal and the browser's /api/me both fit). */
export interface ApproverCandidate {
  role: string | null;
  associateRole?: string | null;
  isAdmin: boolean;
}

/**
 * Finance approvers (docs/product/approvals.md): a finance associate or an admin decides quotes and
 * campaigns awaiting approval, and (docs/product/associate-portal.md) finance's own work, such as
 * marking a vendor's invoice paid. Whether they may decide one in particular is `ownWorkRefusal`'s.
 */
export function isFinanceApprover(principal: ApproverCandidate): boolean {
  return principal.isAdmin || (principal.role === 'associate' && principal.associateRole === 'finance');
}
