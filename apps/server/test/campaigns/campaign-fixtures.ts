import { businessDay, type CampaignInput, campaignDefaults } from '@party/shared';
import { eq, sql } from 'drizzle-orm';
import { campaigns } from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

/** A Sydney day `days` from today (YYYY-MM-DD). */
export function dayFromToday(days: number): string {
  const [y, m, d] = businessDay().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function campaignBody(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const { usageLimit: _u, minPurchaseAmount: _m, ...defaults } = campaignDefaults();
  return { ...defaults, name: 'Spring Balloon Sale', discountValue: 10, ...overrides } as CampaignInput;
}

export async function postCampaign(
  ctx: Pick<TestContext, 'app'>,
  who: SignedIn,
  overrides: Partial<CampaignInput> = {},
) {
  const res = await call(ctx, who, 'POST', '/api/associate/campaigns', campaignBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create campaign failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; promoCode: string; status: string };
}

/** Created, submitted and approved through the API: active today (its start is today). */
export async function activeCampaign(
  ctx: Pick<TestContext, 'app'>,
  creator: SignedIn,
  approver: SignedIn,
  overrides: Partial<CampaignInput> = {},
) {
  const campaign = await postCampaign(ctx, creator, overrides);
  const submitted = await call(ctx, creator, 'POST', `/api/associate/campaigns/${campaign.id}/submit`, {});
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  const approved = await call(ctx, approver, 'POST', `/api/associate/campaigns/${campaign.id}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  return approved.json() as { id: string; promoCode: string; status: string };
}

/** Moves a campaign's run in time (a test stands in for the calendar). */
export async function shiftCampaign(
  ctx: Pick<TestContext, 'database'>,
  id: string,
  startHoursFromNow: number,
  endHoursFromNow: number,
) {
  await ctx.database.db
    .update(campaigns)
    .set({
      startDate: sql`now() + make_interval(hours => ${startHoursFromNow})`,
      endDate: sql`now() + make_interval(hours => ${endHoursFromNow})`,
    })
    .where(eq(campaigns.id, id));
}
