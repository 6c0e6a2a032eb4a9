import {
  centsOf,
  formatCents,
  INACTIVE_AFTER_MONTHS,
  LOYAL_MIN_ORDERS,
  type PartnerBusinessType,
  type PricedLine,
  type PromoDiscount,
} from '@party/shared';
import { hasUsesLeft, isCampaignRunning } from './campaign-running.ts';
import type { CampaignWithTargets } from './campaigns.repository.ts';

/** A checkout line as a campaign sees it: its price, quantity, product and category. */
export interface PromoLine extends PricedLine {
  productId: string;
  category: string;
}

/** A promo code's worth at checkout, or why it does not apply (the partner reads the message). */
export type ResolvedPromo =
  | {
      ok: true;
      code: string;
      discount: PromoDiscount;
      /** Null for a code that is not a campaign's (the first-order code). */
      campaignId: string | null;
      campaignName: string | null;
      /** Applied without a typed code (an auto-apply campaign). */
      autoApplied: boolean;
      lines: PromoLine[];
    }
  | { ok: false; message: string };

export type AppliedPromo = Extract<ResolvedPromo, { ok: true }>;

/** What the segments read of a partner: their orders (not cancelled), last order and kind of business. */
export interface PartnerHistory {
  orders: number;
  lastOrderAt: Date | null;
  businessType: PartnerBusinessType | null;
}

/** The partner's history, read only when a campaign's segment needs it. */
export type PartnerHistoryOf = () => Promise<PartnerHistory>;

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
 * The segments: new has no orders, loyal has 3 or more, inactive has ordered but not in the last 3
 * months; retail, wholesale and schools are the business type the partner gave (a partner who gave
 * none is in none of them).
 */
async function inSegment(segment: string, historyOf: PartnerHistoryOf): Promise<boolean> {
  if (segment === 'all') return true;
  const history = await historyOf();
  const business = BUSINESS_SEGMENTS[segment];
  if (business) return history.businessType === business;
  if (segment === 'new') return history.orders === 0;
  if (segment === 'loyal') return history.orders >= LOYAL_MIN_ORDERS;
  const cutoff = new Date();
  cutoff.setMonth(cutoff.getMonth() - INACTIVE_AFTER_MONTHS);
  return history.lastOrderAt !== null && history.lastOrderAt.getTime() <= cutoff.getTime();
}

/** The discount a campaign gives, or null when it gives none at checkout (quote-only campaigns). */
function discountOf(campaign: CampaignWithTargets): PromoDiscount | null {
  if (campaign.discountType === 'percentage')
    return { kind: 'percent', percent: Math.min(Number(campaign.discountValue), 100) };
  if (campaign.discountType === 'fixed') return { kind: 'fixed', cents: centsOf(campaign.discountValue) };
  if (campaign.discountType === 'free_shipping') return { kind: 'free_shipping' };
  return null;
}

/**
 * Whether a campaign applies to this partner's lines (running, uses left, the partner in its
 * segment, covered lines over its minimum) and, when it does, the discount it gives and which lines
 * it covers; otherwise the reason, so checkout can refuse the code and the summary can show it.
 */
export async function applyCampaign(
  campaign: CampaignWithTargets,
  lines: PromoLine[],
  historyOf: PartnerHistoryOf,
  autoApplied: boolean,
): Promise<ResolvedPromo> {
  const upper = (campaign.promoCode ?? campaign.name).toUpperCase();
  if (!isCampaignRunning(campaign))
    return { ok: false, message: `The promo code ${upper} is not active right now.` };
  if (!hasUsesLeft(campaign))
    return { ok: false, message: `The promo code ${upper} has been fully redeemed.` };
  if (!(await inSegment(campaign.targetSegment, historyOf)))
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

  const discount = discountOf(campaign);
  if (!discount)
    return { ok: false, message: `The promo code ${upper} applies to quotes only. Ask our sales team.` };
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
