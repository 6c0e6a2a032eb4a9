import { businessDay, type Campaign, type CampaignValues, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  assertEditableDraft,
  campaignLabel,
  lockLiveCampaign,
  publishCampaignChange,
  readCampaign,
} from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { findCampaignRecords, replaceCampaignTargets, updateCampaignForm } from './campaigns.repository.ts';
import { campaignColumns, campaignTargets } from './save-campaign-form.ts';

/** Edit (docs/product/associate-portal.md, Campaigns): a draft's form saved again; it stays (or, once rejected, becomes again) a plain draft. */
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
    const [record] = await findCampaignRecords(tx, [id]);
    await updateCampaignForm(tx, id, {
      ...columns,
      status: 'draft',
      approvalStatus: null,
      rejectionReason: null,
      promoCode: campaign.promoCode,
      createdBy: campaign.createdBy,
    });
    const targets = campaignTargets(input);
    await replaceCampaignTargets(tx, id, targets);
    // The form's fields as they were and as they are now, only those that changed.
    const before: Record<string, unknown> = {
      ...campaign,
      startDay: businessDay(campaign.startDate),
      endDay: businessDay(new Date(campaign.endDate.getTime() - 1)),
      appliesToAll: record?.appliesToAll ?? false,
      categories: [...(record?.categories ?? [])].sort(),
      productIds: (record?.products ?? []).map((p) => p.id).sort(),
    };
    const after: Record<string, unknown> = {
      ...columns,
      ...targets,
      categories: [...targets.categories].sort(),
      productIds: [...targets.productIds].sort(),
    };
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
    );
    await recordAudit(tx, caller, {
      action: 'campaign.updated',
      entity: { id, label: campaignLabel({ name: input.name, promoCode: campaign.promoCode }) },
      oldValues: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
      newValues: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
    });
    await publishCampaignChange(tx, { id, status: 'draft' });
    return readCampaign(tx, id);
  });
}
