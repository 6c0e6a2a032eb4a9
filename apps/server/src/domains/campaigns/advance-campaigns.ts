import type { Tx } from '../../db/client.ts';
import { publishCampaignChange } from './campaign-guards.ts';
import { advanceCampaignStatuses } from './campaigns.repository.ts';

/** The campaign job, inside the job's transaction (PRODUCT.md): scheduled → active at start, → ended at end. */
export async function advanceCampaigns(tx: Tx, now: Date = new Date()): Promise<number> {
  const moved = await advanceCampaignStatuses(tx, now);
  for (const campaign of moved) await publishCampaignChange(tx, campaign);
  return moved.length;
}
