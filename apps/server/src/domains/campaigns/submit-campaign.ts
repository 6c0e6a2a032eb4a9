import type { Campaign, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  assertEditableDraft,
  lockLiveCampaign,
  publishCampaignChange,
  readCampaign,
} from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { updateCampaign } from './campaigns.repository.ts';

/** Submit for approval (PRODUCT.md): a draft, new or rejected, waits for finance or an admin. */
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
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
