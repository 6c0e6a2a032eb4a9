import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { campaignLabel, publishCampaignChange } from './campaign-guards.ts';
import { advanceCampaignStatuses } from './campaigns.repository.ts';

/** The campaign job, inside the job's transaction (docs/product/associate-portal.md, Campaigns): scheduled → active at start, → ended at end. */
export async function advanceCampaigns(tx: Tx, now: Date = new Date()): Promise<number> {
  const moved = await advanceCampaignStatuses(tx, now);
  if (moved.length > 0)
    await recordAudit(
      tx,
      'system',
      ...moved.map((campaign) => ({
        action: campaign.status === 'ended' ? ('campaign.ended' as const) : ('campaign.started' as const),
        entity: { id: campaign.id, label: campaignLabel(campaign) },
        oldValues: { status: campaign.from },
        newValues: { status: campaign.status },
      })),
    );
  for (const campaign of moved) await publishCampaignChange(tx, campaign);
  return moved.length;
}
