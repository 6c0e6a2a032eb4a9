// Kept free of zod: the Quotes, Campaigns and Credit Requests screens ask this rule beside their
// buttons, and the server asks it before every approval or rejection (docs/product/approvals.md).

/** What an approver decides on: each kind has its own refusal. */
export type ApprovalSubject = 'quote' | 'campaign' | 'credit_request' | 'company_order';

export const ownWorkRefusals: Record<ApprovalSubject, string> = {
  quote:
    'You created, priced or discounted this quote, so another finance associate or administrator must approve or reject it.',
  campaign:
    'You created or submitted this campaign, so another finance associate or administrator must approve or reject it.',
  credit_request:
    'You asked for this credit limit, so another finance associate or administrator must approve or reject it.',
  // docs/product/company-accounts.md, "Approval": a partner company's approvers, not staff.
  company_order: 'You placed this order, so another approver in your company must approve or reject it.',
};

/**
 * Separation of duties (docs/product/approvals.md): nobody approves or rejects what they created,
 * submitted, priced or discounted, admins included. `authorIds` are the people who did any of that
 * (a storefront request or a job leaves null). The refusal to show or answer, or null when the
 * approver is free to decide.
 */
export function ownWorkRefusal(
  subject: ApprovalSubject,
  approverId: string,
  authorIds: readonly (string | null | undefined)[],
): string | null {
  return authorIds.includes(approverId) ? ownWorkRefusals[subject] : null;
}
