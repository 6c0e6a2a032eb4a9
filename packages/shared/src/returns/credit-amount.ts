import { addDays } from '../calendar/calendar-days.ts';
import { gstIncludedIn } from '../orders/tax-invoice.ts';

/** One returned line: how many units come back and the unit price paid (GST inclusive), in cents. */
export interface ReturnedLine {
  quantity: number;
  unitCents: number;
}

export interface ReturnCreditInput {
  lines: readonly ReturnedLine[];
  /** The order's goods: every line's quantity × unit price, before its discount. */
  orderGoodsCents: number;
  orderDiscountCents: number;
  /** What earlier adjustment notes of the order credited already. */
  creditedBeforeCents: number;
}

export interface ReturnCredit {
  /** The adjustment note's total, GST inclusive. */
  totalCents: number;
  /** 1/11 of the total, rounded once. */
  gstCents: number;
}

/** a × b ÷ c rounded half up, exact for any whole cents (no float on the way). */
function mulDivRound(a: number, b: number, c: number): number {
  const numerator = 2n * BigInt(a) * BigInt(b) + BigInt(c);
  return Number(numerator / (2n * BigInt(c)));
}

/**
 * docs/product/returns.md, "The adjustment note": what was paid for the returned goods — each line
 * at its unit price, less the order's discount in proportion, rounded once — never more than is left
 * of the order's goods (less its discount) once earlier notes are taken. Delivery is not goods and
 * is never credited.
 */
export function returnCredit(input: ReturnCreditInput): ReturnCredit {
  const linesCents = input.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const netGoods = Math.max(0, input.orderGoodsCents - input.orderDiscountCents);
  const share = input.orderGoodsCents > 0 ? mulDivRound(linesCents, netGoods, input.orderGoodsCents) : 0;
  const left = Math.max(0, netGoods - input.creditedBeforeCents);
  const totalCents = Math.max(0, Math.min(share, left));
  return { totalCents, gstCents: gstIncludedIn(totalCents) };
}

/** The most of a line that may still come back: delivered less what returns not rejected asked. */
export function returnableQuantity(line: { quantity: number; askedBefore: number }): number {
  return Math.max(0, line.quantity - line.askedBefore);
}

/**
 * The last calendar day (Sydney's) a delivered order may be returned: the delivery's day plus the
 * window; null when returns are off (a window of 0 days).
 */
export function returnWindowLastDay(deliveredOn: string, windowDays: number): string | null {
  return windowDays > 0 ? addDays(deliveredOn, windowDays) : null;
}
