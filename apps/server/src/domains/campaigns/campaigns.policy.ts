import { canApproveCampaigns, type Principal } from '@party/shared';
import { allRows, assertAllowed, isAdmin, isAssociate, noRows, type RowScope } from '../../lib/row-policy.ts';

export const campaignActions = ['read', 'work', 'approve'] as const;
export type CampaignAction = (typeof campaignActions)[number];

/**
 * Every associate sees and works on every campaign (create, edit drafts, submit, delete drafts);
 * approving or rejecting is for finance associates and admins, who therefore read them too (docs/product/approvals.md).
 */
export function campaignScope(caller: Principal, action: CampaignAction): RowScope {
  if (action === 'approve') return canApproveCampaigns(caller) ? allRows : noRows;
  if (action === 'read') return isAssociate(caller) || isAdmin(caller) ? allRows : noRows;
  return isAssociate(caller) ? allRows : noRows;
}

const refusals: Record<CampaignAction, string> = {
  read: "You don't have access to campaigns.",
  work: 'Only associates can create and change campaigns.',
  approve: 'Only finance associates and administrators can approve or reject campaigns.',
};

/** The policy's answer for this caller and action, or a 403. */
export function assertCampaignAccess(caller: Principal, action: CampaignAction): void {
  assertAllowed(campaignScope(caller, action).rows === 'all', refusals[action]);
}
