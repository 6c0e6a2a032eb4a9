import type { CampaignPerformance, Principal, StaffAnalyticsQuery } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { staffRange } from './staff-analytics-range.ts';
import { findCampaignPerformance } from './staff-insights.repository.ts';
import { toCents } from './to-cents.ts';

/** Uses, revenue and discount per campaign (or bare promo code) over the range; one query. */
export async function getCampaignPerformance(
  db: Tx,
  principal: Principal,
  query: StaffAnalyticsQuery,
  now: Date = new Date(),
): Promise<CampaignPerformance> {
  const range = staffRange(principal, query, now);
  const found = await findCampaignPerformance(db, range);
  const totals = { uses: 0, revenueCents: 0, discountCents: 0 };
  const list = found
    .map((row) => {
      const entry = {
        campaignId: row.campaignId,
        name: row.name ?? row.promoCode ?? 'Unknown campaign',
        promoCode: row.promoCode,
        status: row.status,
        uses: row.uses,
        revenueCents: toCents(row.revenue),
        discountCents: toCents(row.discount),
      };
      totals.uses += entry.uses;
      totals.revenueCents += entry.revenueCents;
      totals.discountCents += entry.discountCents;
      return entry;
    })
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name));
  return { range, totals, campaigns: list };
}
