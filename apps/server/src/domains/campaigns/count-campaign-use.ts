import type { Tx } from '../../db/client.ts';
import { incrementCampaignUsage } from './campaigns.repository.ts';

/**
 * Counts one use of a campaign's code inside the order's transaction, by a guarded update so the
 * last use goes to one order; false when its usage limit was just reached.
 */
export async function countCampaignUse(tx: Tx, campaignId: string): Promise<boolean> {
  return incrementCampaignUsage(tx, campaignId);
}
