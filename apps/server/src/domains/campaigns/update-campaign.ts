import type { Campaign, CampaignValues, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import {
  assertEditableDraft,
  lockLiveCampaign,
  publishCampaignChange,
  readCampaign,
} from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { replaceCampaignTargets, updateCampaignForm } from './campaigns.repository.ts';
import { campaignColumns, campaignTargets } from './save-campaign-form.ts';

/** Edit (spec 3): a draft's form saved again; it stays (or, once rejected, becomes again) a plain draft. */
export async function updateCampaign(
  db: Db,
  caller: Principal,
  id: string,
  input: CampaignValues,
): Promise<Campaign> {
  assertCampaignAccess(caller, 'work');
  return db.transaction(async (tx) => {
    const campaign = await lockLiveCampaign(tx, id);
    assertEditableDraft(campaign, 'edited');
    const columns = await campaignColumns(tx, input);
    await updateCampaignForm(tx, id, {
      ...columns,
      status: 'draft',
      approvalStatus: null,
      rejectionReason: null,
      promoCode: campaign.promoCode,
      createdBy: campaign.createdBy,
    });
    await replaceCampaignTargets(tx, id, campaignTargets(input));
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
