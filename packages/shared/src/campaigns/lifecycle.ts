// Kept free of zod: the Campaign Management screen asks these beside its buttons and the server before
// every change (docs/product/associate-portal.md, 'Campaign Management').

/** The part of a campaign its lifecycle rules read. */
export interface CampaignLifecycle {
  status: 'draft' | 'scheduled' | 'active' | 'ended' | 'cancelled';
  approvalStatus: 'pending' | 'approved' | 'rejected' | null;
}

/** Submitted and not yet decided: the only campaign an approver may approve or reject. */
export function isCampaignAwaitingApproval(campaign: CampaignLifecycle): boolean {
  return campaign.status === 'draft' && campaign.approvalStatus === 'pending';
}

/** Delete cancels a draft (a soft delete), awaiting approval or not; anything past draft stays. */
export function isCampaignDeletable(campaign: CampaignLifecycle): boolean {
  return campaign.status === 'draft';
}
