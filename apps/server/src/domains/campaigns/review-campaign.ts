import { type Campaign, isCampaignAwaitingApproval, type Principal } from '@party/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertNotOwnWork } from '../../lib/row-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { campaignLabel, lockLiveCampaign, publishCampaignChange, readCampaign } from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { type CampaignRow, findUserContact, updateCampaign } from './campaigns.repository.ts';
import { campaignAuthorIds } from './to-campaign.ts';

type Decision = { approved: true } | { approved: false; reason: string };

/** A campaign awaiting approval, locked, that this approver neither created nor submitted. */
async function lockPending(tx: Tx, caller: Principal, id: string): Promise<CampaignRow> {
  const campaign = await lockLiveCampaign(tx, id);
  if (!isCampaignAwaitingApproval(campaign))
    throw new AppError('CONFLICT', 'Only a campaign awaiting approval can be approved or rejected.');
  assertNotOwnWork('campaign', caller, campaignAuthorIds(campaign));
  return campaign;
}

/** The submitter hears of the decision live (a notification) and by email. */
async function tellSubmitter(tx: Tx, campaign: CampaignRow, decision: Decision, status: string) {
  const submitterId = campaign.submittedBy ?? campaign.createdBy;
  if (!submitterId) return;
  const submitter = await findUserContact(tx, submitterId);
  if (!submitter) return;
  const actionUrl = `/associate/campaigns?campaign=${campaign.id}`;
  const outcome = decision.approved
    ? `has been approved and is ${status === 'active' ? 'now active' : 'scheduled'}`
    : `was rejected: ${decision.reason}`;
  await createNotification(tx, {
    userId: submitter.id,
    title: decision.approved ? 'Campaign approved' : 'Campaign rejected',
    message: `Your campaign "${campaign.name}" ${outcome}.`,
    type: decision.approved ? 'success' : 'warning',
    actionUrl,
  });
  await enqueueEmail(tx, {
    to: submitter.email,
    userId: submitter.id,
    template: 'campaign_reviewed',
    variables: {
      name: submitter.name,
      campaignName: campaign.name,
      decision: decision.approved ? 'approved' : 'rejected',
      status,
      promoCode: campaign.promoCode,
      reason: decision.approved ? null : decision.reason,
      startDate: campaign.startDate.toISOString(),
      actionUrl,
    },
  });
}

/**
 * Approve (docs/product/approvals.md): by a finance associate or an admin who neither created nor submitted it. The campaign is scheduled until its
 * start, or active at once when its start has come; one whose end has passed cannot be approved.
 */
export async function approveCampaign(db: Db, caller: Principal, id: string): Promise<Campaign> {
  assertCampaignAccess(caller, 'approve');
  return db.transaction(async (tx) => {
    const campaign = await lockPending(tx, caller, id);
    const now = new Date();
    if (campaign.endDate.getTime() <= now.getTime())
      throw new AppError(
        'CONFLICT',
        'This campaign has already ended. Reject it so its dates can be changed.',
      );
    const status = campaign.startDate.getTime() <= now.getTime() ? 'active' : 'scheduled';
    await updateCampaign(tx, id, {
      status,
      approvalStatus: 'approved',
      approvedBy: caller.userId,
      approvedAt: now,
      rejectionReason: null,
    });
    await recordAudit(tx, caller, {
      action: 'campaign.approved',
      entity: { id, label: campaignLabel(campaign) },
      oldValues: { status: campaign.status, approvalStatus: campaign.approvalStatus },
      newValues: {
        status,
        approvalStatus: 'approved',
        discountType: campaign.discountType,
        discountValue: Number(campaign.discountValue),
      },
    });
    await tellSubmitter(tx, campaign, { approved: true }, status);
    await publishCampaignChange(tx, { id, status });
    return readCampaign(tx, id);
  });
}

/** Reject (docs/product/associate-portal.md, Campaigns): with a reason; the campaign goes back to its creator as a draft to edit. */
export async function rejectCampaign(
  db: Db,
  caller: Principal,
  id: string,
  input: { reason: string },
): Promise<Campaign> {
  assertCampaignAccess(caller, 'approve');
  return db.transaction(async (tx) => {
    const campaign = await lockPending(tx, caller, id);
    await updateCampaign(tx, id, {
      approvalStatus: 'rejected',
      rejectionReason: input.reason,
      approvedBy: null,
      approvedAt: null,
    });
    await recordAudit(tx, caller, {
      action: 'campaign.rejected',
      entity: { id, label: campaignLabel(campaign) },
      oldValues: { status: campaign.status, approvalStatus: campaign.approvalStatus },
      newValues: { status: 'draft', approvalStatus: 'rejected', reason: input.reason },
    });
    await tellSubmitter(tx, campaign, { approved: false, reason: input.reason }, 'draft');
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
