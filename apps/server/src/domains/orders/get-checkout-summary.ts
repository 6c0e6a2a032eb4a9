import { type CheckoutSummary, centsOf, type Principal, priceOrder } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { getCart } from '../cart/get-cart.ts';
import { getAvailableCredit } from '../credit/get-available-credit.ts';
import { decideApproval } from './decide-approval.ts';
import { orderScope } from './orders.policy.ts';
import { findActiveDeliveryMethod } from './orders.repository.ts';
import { type PromoLine, resolveAutoPromo, resolvePromo } from './resolve-promo.ts';

/**
 * The partner's cart priced by the same rules checkout applies (catalogue prices, promo code,
 * delivery), with the available credit, so the order summary shows what the order will cost.
 */
export async function getCheckoutSummary(
  db: Db,
  principal: Principal,
  query: { deliveryMethodId?: string | undefined; promoCode?: string | undefined },
): Promise<CheckoutSummary> {
  const { companyId, placedBy } = companyOf(orderScope(principal, 'checkout'));
  const owner = placedBy ?? principal.userId;
  const cart = await getCart(db, principal);
  const method = query.deliveryMethodId ? await findActiveDeliveryMethod(db, query.deliveryMethodId) : null;
  const lines: PromoLine[] = cart.items.map((i) => ({
    productId: i.productId,
    category: i.category,
    priceCents: centsOf(i.price),
    quantity: i.quantity,
  }));
  let promoError: string | null = null;
  let applied: Extract<Awaited<ReturnType<typeof resolvePromo>>, { ok: true }> | null = null;
  let priced = priceOrder(lines, method ? centsOf(method.baseCost) : 0, null);
  if (query.promoCode && lines.length > 0) {
    const promo = await resolvePromo(db, companyId, query.promoCode, lines);
    if (promo.ok) applied = promo;
    else promoError = promo.message;
  } else if (lines.length > 0) applied = await resolveAutoPromo(db, companyId, lines, priced.deliveryCents);
  if (applied) priced = priceOrder(applied.lines, priced.deliveryCents, applied.discount);
  return {
    itemCount: cart.itemCount,
    subtotal: priced.subtotalCents / 100,
    discount: priced.discountCents / 100,
    deliveryCost: priced.deliveryCents / 100,
    total: priced.totalCents / 100,
    promoCode: applied?.code ?? null,
    promoName: applied?.campaignName ?? null,
    promoAutoApplied: applied?.autoApplied ?? false,
    promoError,
    credit: await getAvailableCredit(db, owner),
    approval: lines.length > 0 ? await approvalPreview(db, owner, priced.totalCents) : null,
  };
}

/** What checkout says before the button when the order would wait for approval (decide-approval.ts, unlocked). */
async function approvalPreview(
  db: Db,
  partnerId: string,
  totalCents: number,
): Promise<CheckoutSummary['approval']> {
  const decision = await decideApproval(db, partnerId, totalCents, { preview: true });
  if (!decision.needsApproval) return null;
  return {
    reason: decision.reason,
    limit: decision.limitCents / 100,
    monthTotal: decision.reason === 'monthly_limit' ? decision.monthTotalCents / 100 : null,
    company: decision.companyName,
    blocked: decision.approvers.length === 0,
  };
}
