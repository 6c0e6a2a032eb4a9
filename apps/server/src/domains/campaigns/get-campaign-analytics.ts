import { amountOf, type CampaignAnalytics, centsOf, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { readCampaign } from './campaign-guards.ts';
import { assertCampaignAccess } from './campaigns.policy.ts';
import { findCampaignUsePerDay } from './campaigns.repository.ts';

/** The campaign's performance from the real orders that used it (cancelled ones not counted), per Sydney day. */
export async function getCampaignAnalytics(
  db: Db,
  caller: Principal,
  id: string,
): Promise<CampaignAnalytics> {
  assertCampaignAccess(caller, 'read');
  await readCampaign(db, id);
  const rows = await findCampaignUsePerDay(db, id);
  const days = rows.map((r) => ({
    date: r.date,
    uses: Number(r.uses),
    revenue: centsOf(r.revenue) / 100,
    discountGiven: centsOf(r.discountGiven) / 100,
  }));
  const cents = (key: 'revenue' | 'discountGiven') => rows.reduce((sum, r) => sum + centsOf(r[key]), 0);
  return {
    uses: days.reduce((sum, d) => sum + d.uses, 0),
    revenue: Number(amountOf(cents('revenue'))),
    discountGiven: Number(amountOf(cents('discountGiven'))),
    days,
  };
}
