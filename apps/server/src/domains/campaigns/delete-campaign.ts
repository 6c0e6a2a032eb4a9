import { isCampaignDeletable, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { campaignLabel, lockLiveCampaign, publishCampaignChange } from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { updateCampaign } from './campaigns.repository.ts';

/** Delete (docs/product/associate-portal.md): a soft delete setting cancelled, for drafts only. */
export async function deleteCampaign(db: Db, caller: Principal, id: string): Promise<void> {
  assertCampaignAccess(caller, 'work');
  await db.transaction(async (tx) => {
    const campaign = await lockLiveCampaign(tx, id);
    if (!isCampaignDeletable(campaign))
      throw new AppError('CONFLICT', `This campaign is ${campaign.status}; only a draft can be deleted.`);
    await updateCampaign(tx, id, { status: 'cancelled' });
    await recordAudit(tx, caller, {
      action: 'campaign.deleted',
      entity: { id, label: campaignLabel(campaign) },
      oldValues: { status: campaign.status },
      newValues: { status: 'cancelled' },
    });
    await publishCampaignChange(tx, { id, status: 'cancelled' });
  });
}
