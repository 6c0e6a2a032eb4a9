import {
  centsOf,
  FIRST_ORDER_DISCOUNT_PERCENT,
  FIRST_ORDER_PROMO_CODE,
  formatCents,
  type PricedLine,
  type PromoDiscount,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { countCampaignUse, findCampaignByCode, hasEarlierOrder } from './orders.repository.ts';

export interface PromoLine extends PricedLine {
  productId: string;
  category: string;
}

export type ResolvedPromo =
  | { ok: true; code: string; discount: PromoDiscount; campaignId: string | null; lines: PromoLine[] }
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
      lines,
    };
  }
  const campaign = await findCampaignByCode(tx, upper);
  if (!campaign)
    return { ok: false, message: `The promo code ${upper} is not valid. Check it and try again.` };
  const now = Date.now();
  if (
    campaign.status !== 'active' ||
    new Date(campaign.startDate).getTime() > now ||
    new Date(campaign.endDate).getTime() <= now
  )
    return { ok: false, message: `The promo code ${upper} is not active right now.` };
  if (campaign.usageLimit !== null && campaign.usageCount >= campaign.usageLimit)
    return { ok: false, message: `The promo code ${upper} has been fully redeemed.` };
  if (campaign.targetSegment === 'new' && (await hasEarlierOrder(tx, partnerId)))
    return { ok: false, message: `The promo code ${upper} is for a first order only.` };

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
  return { ok: true, code: upper, discount, campaignId: campaign.id, lines: marked };
}

/** Counts the campaign's use inside the order's transaction; false when its limit was just reached. */
export async function redeemPromo(tx: Tx, promo: Extract<ResolvedPromo, { ok: true }>): Promise<boolean> {
  return promo.campaignId === null || countCampaignUse(tx, promo.campaignId);
}
