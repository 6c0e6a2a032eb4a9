// Kept free of zod: the checkout summary and the server price an order with the same rule.

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Whole cents as people read AUD: 123450 → "$1,234.50". */
export function formatCents(cents: number): string {
  return audFormat.format(cents / 100);
}

/** docs/product/partner-portal.md: PARTY20 takes 20% off a partner's first order (no earlier order that was not cancelled). */
export const FIRST_ORDER_PROMO_CODE = 'PARTY20';
export const FIRST_ORDER_DISCOUNT_PERCENT = 20;

/** What a promo code takes off: a share of the eligible goods, a fixed amount, or the delivery. */
export type PromoDiscount =
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; cents: number }
  | { kind: 'free_shipping' };

export interface PricedLine {
  priceCents: number;
  quantity: number;
  /** False when a campaign applies to other products only. Default true. */
  eligible?: boolean;
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  /** subtotal − discount + delivery; never below zero. */
  totalCents: number;
}

/** Totals in integer cents: total = lines − discount + delivery (the discount never exceeds the goods). */
export function priceOrder(
  lines: PricedLine[],
  deliveryCents: number,
  promo: PromoDiscount | null,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const eligibleCents = lines
    .filter((l) => l.eligible !== false)
    .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  let discountCents = 0;
  let delivery = deliveryCents;
  if (promo?.kind === 'percent') discountCents = Math.round((eligibleCents * promo.percent) / 100);
  else if (promo?.kind === 'fixed') discountCents = Math.min(promo.cents, eligibleCents);
  else if (promo?.kind === 'free_shipping') delivery = 0;
  discountCents = Math.min(discountCents, subtotalCents);
  return {
    subtotalCents,
    discountCents,
    deliveryCents: delivery,
    totalCents: subtotalCents - discountCents + delivery,
  };
}

/** docs/product/partner-portal.md: an order number is the first 8 characters of its id. */
export function orderNumberOf(id: string): string {
  return id.slice(0, 8);
}

/**
 * The subtotal shown on an order: its lines' sum, as at checkout, so Subtotal − Discount + Delivery
 * reads as the Total. docs/product/partner-portal.md's "total minus delivery cost" where there is no discount
 * (total = goods − discount + delivery, see priceOrder).
 */
export function orderSubtotal(order: {
  totalAmount: number;
  deliveryCost: number;
  discountAmount?: number;
}): number {
  return (
    Math.round(order.totalAmount * 100 - order.deliveryCost * 100 + (order.discountAmount ?? 0) * 100) / 100
  );
}

/** numeric(12,2) text (or dollars) to integer cents. */
export function centsOf(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** Integer cents to numeric(12,2) text, exact ('1234.50'). */
export function amountOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
