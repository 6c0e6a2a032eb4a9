import type { CampaignList, campaignListQuerySchema, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readCampaign } from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { findCampaignPage } from './campaigns.repository.ts';
import { toCampaign } from './to-campaign.ts';

/** Campaign Management (docs/product/associate-portal.md): one tab's campaigns, newest first, with every tab's count. */
export async function listCampaigns(
  db: Db,
  caller: Principal,
  query: z.infer<typeof campaignListQuerySchema>,
): Promise<CampaignList> {
  assertCampaignAccess(caller, 'read');
  const { rows, total, counts } = await findCampaignPage(db, query);
  return { ...paged(rows.map(toCampaign), total, query), counts };
}

/** One campaign (soft-deleted ones included, so an old link still explains itself). */
export async function getCampaign(db: Db, caller: Principal, id: string) {
  assertCampaignAccess(caller, 'read');
  return readCampaign(db, id);
}
