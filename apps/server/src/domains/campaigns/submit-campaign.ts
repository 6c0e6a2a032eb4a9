import type { Campaign, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { notifyApprovers } from '../notifications/notify-approvers.ts';
import {
  assertEditableDraft,
  campaignLabel,
  lockLiveCampaign,
  publishCampaignChange,
  readCampaign,
} from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { updateCampaign } from './campaigns.repository.ts';
import { campaignAuthorIds } from './to-campaign.ts';

/**
 * Submit for approval (docs/product/associate-portal.md, Campaigns): a draft, new or rejected, waits for finance or an admin; the
 * finance associates who may approve it are told (bell and email).
 */
export async function submitCampaign(db: Db, caller: Principal, id: string): Promise<Campaign> {
  assertCampaignAccess(caller, 'work');
  return db.transaction(async (tx) => {
    const campaign = await lockLiveCampaign(tx, id);
    assertEditableDraft(campaign, 'submitted');
    if (campaign.endDate.getTime() <= Date.now())
      throw new AppError(
        'CONFLICT',
        'This campaign has already ended. Change its dates before submitting it.',
      );
    await updateCampaign(tx, id, {
      approvalStatus: 'pending',
      rejectionReason: null,
      submittedAt: new Date(),
      submittedBy: caller.userId,
    });
    await recordAudit(tx, caller, {
      action: 'campaign.submitted',
      entity: { id, label: campaignLabel(campaign) },
      oldValues: { approvalStatus: campaign.approvalStatus },
      newValues: { approvalStatus: 'pending' },
    });
    await notifyApprovers(tx, {
      subject: 'campaign',
      authorIds: campaignAuthorIds({ createdBy: campaign.createdBy, submittedBy: caller.userId }),
      title: `Campaign "${campaign.name}" needs your approval`,
      message: `${caller.name} submitted the campaign "${campaign.name}" (promo code ${campaign.promoCode ?? 'none'}) for approval.`,
      actionUrl: '/associate/campaigns?tab=draft',
    });
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
