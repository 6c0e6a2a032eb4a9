import {
  centsOf,
  FIRST_ORDER_DISCOUNT_PERCENT,
  FIRST_ORDER_PROMO_CODE,
  formatCents,
  INACTIVE_AFTER_MONTHS,
  LOYAL_MIN_ORDERS,
  type PartnerBusinessType,
  type PricedLine,
  type PromoDiscount,
  priceOrder,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { hasUsesLeft, isCampaignRunning } from '../campaigns/campaign-running.ts';
import { countCampaignUse } from '../campaigns/count-campaign-use.ts';
import {
  findAutoApplyCampaigns,
  findCampaignByCode,
  findOrderHistory,
  hasEarlierOrder,
} from './orders.repository.ts';

export interface PromoLine extends PricedLine {
  productId: string;
  category: string;
}

export type ResolvedPromo =
  | {
      ok: true;
      code: string;
      discount: PromoDiscount;
      campaignId: string | null;
      campaignName: string | null;
      /** Applied without a typed code (an auto-apply campaign). */
      autoApplied: boolean;
      lines: PromoLine[];
    }
  | { ok: false; message: string };

/**
 * What a typed promo code is worth to this partner on these lines (PRODUCT.md): PARTY20 is 20% off
 * a first order; an active campaign's code gives its discount on the products it covers. Returns
 * the reason when the code does not apply, so checkout can refuse it and the summary can show it.
 */
export async function resolvePromo(
  tx: Tx,
  partnerId: string,
  code: string,
  lines: PromoLine[],
): Promise<ResolvedPromo> {
  const upper = code.trim().toUpperCase();
  if (upper === FIRST_ORDER_PROMO_CODE) {
    if (await hasEarlierOrder(tx, partnerId))
      return {
        ok: false,
        message: `${FIRST_ORDER_PROMO_CODE} is for a first order only, and you have ordered before.`,
      };
    return {
      ok: true,
      code: upper,
      discount: { kind: 'percent', percent: FIRST_ORDER_DISCOUNT_PERCENT },
      campaignId: null,
      campaignName: null,
      autoApplied: false,
      lines,
    };
  }
  const campaign = await findCampaignByCode(tx, upper);
  if (!campaign)
    return { ok: false, message: `The promo code ${upper} is not valid. Check it and try again.` };
  return evaluateCampaign(tx, partnerId, campaign, lines, false);
}

type CampaignWithTargets = NonNullable<Awaited<ReturnType<typeof findCampaignByCode>>>;

const SEGMENT_REFUSALS: Record<string, string> = {
  new: 'is for a first order only',
  loyal: `is for partners with ${LOYAL_MIN_ORDERS} or more orders`,
  inactive: `is for partners who have not ordered in ${INACTIVE_AFTER_MONTHS} months or more`,
  retail: 'is for retail partners only',
  wholesale: 'is for wholesale partners only',
  schools: 'is for schools only',
};

/** The segments a partner is in by the business type they give on their Business tab. */
const BUSINESS_SEGMENTS: Record<string, PartnerBusinessType> = {
  retail: 'retail',
  wholesale: 'wholesale',
  schools: 'school',
};

/**
 * Spec 3 section 9's segments: new has no orders, loyal has 3 or more, inactive has ordered but not
 * in the last 3 months; retail, wholesale and schools are the business type the partner gave (a
 * partner who gave none is in none of them).
 */
async function inSegment(tx: Tx, partnerId: string, segment: string): Promise<boolean> {
  if (segment === 'all') return true;
  const history = await findOrderHistory(tx, partnerId);
  const business = BUSINESS_SEGMENTS[segment];
  if (business) return history.businessType === business;
  if (segment === 'new') return history.orders === 0;
  if (segment === 'loyal') return history.orders >= LOYAL_MIN_ORDERS;
  const cutoff = new Date();
  cutoff.setMonth(cutoff.getMonth() - INACTIVE_AFTER_MONTHS);
  return history.lastOrderAt !== null && history.lastOrderAt.getTime() <= cutoff.getTime();
}

async function evaluateCampaign(
  tx: Tx,
  partnerId: string,
  campaign: CampaignWithTargets,
  lines: PromoLine[],
  autoApplied: boolean,
): Promise<ResolvedPromo> {
  const upper = (campaign.promoCode ?? campaign.name).toUpperCase();
  if (!isCampaignRunning(campaign))
    return { ok: false, message: `The promo code ${upper} is not active right now.` };
  if (!hasUsesLeft(campaign))
    return { ok: false, message: `The promo code ${upper} has been fully redeemed.` };
  if (!(await inSegment(tx, partnerId, campaign.targetSegment)))
    return {
      ok: false,
      message: `The promo code ${upper} ${SEGMENT_REFUSALS[campaign.targetSegment] ?? 'does not apply to your account'}.`,
    };

  const covers = (line: PromoLine) =>
    campaign.targets.length === 0 ||
    campaign.targets.some(
      (t) => t.appliesToAll || t.productId === line.productId || t.category === line.category,
    );
  const marked = lines.map((l) => ({ ...l, eligible: covers(l) }));
  const eligibleCents = marked.filter((l) => l.eligible).reduce((s, l) => s + l.priceCents * l.quantity, 0);
  if (eligibleCents === 0)
    return { ok: false, message: `The promo code ${upper} does not apply to the products in your cart.` };
  const minimum = campaign.minPurchaseAmount === null ? 0 : centsOf(campaign.minPurchaseAmount);
  if (eligibleCents < minimum)
    return {
      ok: false,
      message: `The promo code ${upper} needs at least ${formatCents(minimum)} of eligible products.`,
    };

  let discount: PromoDiscount;
  if (campaign.discountType === 'percentage')
    discount = { kind: 'percent', percent: Math.min(Number(campaign.discountValue), 100) };
  else if (campaign.discountType === 'fixed')
    discount = { kind: 'fixed', cents: centsOf(campaign.discountValue) };
  else if (campaign.discountType === 'free_shipping') discount = { kind: 'free_shipping' };
  else return { ok: false, message: `The promo code ${upper} applies to quotes only. Ask our sales team.` };
  return {
    ok: true,
    code: upper,
    discount,
    campaignId: campaign.id,
    campaignName: campaign.name,
    autoApplied,
    lines: marked,
  };
}

/**
 * With no code typed, the best active auto-apply campaign this cart and partner qualify for (the one
 * saving the most, delivery included), or null when none does.
 */
export async function resolveAutoPromo(
  tx: Tx,
  partnerId: string,
  lines: PromoLine[],
  deliveryCents: number,
): Promise<Extract<ResolvedPromo, { ok: true }> | null> {
  let best: { promo: Extract<ResolvedPromo, { ok: true }>; saving: number } | null = null;
  for (const campaign of await findAutoApplyCampaigns(tx)) {
    const promo = await evaluateCampaign(tx, partnerId, campaign, lines, true);
    if (!promo.ok) continue;
    const priced = priceOrder(promo.lines, deliveryCents, promo.discount);
    const saving = priced.discountCents + (deliveryCents - priced.deliveryCents);
    if (saving > 0 && (!best || saving > best.saving)) best = { promo, saving };
  }
  return best?.promo ?? null;
}

/** Counts the campaign's use inside the order's transaction; false when its limit was just reached. */
export async function redeemPromo(tx: Tx, promo: Extract<ResolvedPromo, { ok: true }>): Promise<boolean> {
  return promo.campaignId === null || countCampaignUse(tx, promo.campaignId);
}
