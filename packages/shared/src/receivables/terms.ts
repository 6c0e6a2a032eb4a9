import { addDays } from '../calendar/calendar-days.ts';

/**
 * Invoices on account fall due by the company's payment terms (docs/product/receivables.md): Net N is
 * N calendar days after the day the invoice is issued, counted on Sydney's calendar.
 */
export const paymentTermValues = ['net_7', 'net_14', 'net_15', 'net_30', 'net_45', 'net_60'] as const;
export type PaymentTerms = (typeof paymentTermValues)[number];

/** 'net_30' → 30. */
export function termDays(terms: string): number {
  const match = /^net_(\d+)$/.exec(terms);
  if (!match) throw new Error(`Unknown payment terms: ${terms}`);
  return Number(match[1]);
}

/** 'net_30' → 'Net 30'. */
export function paymentTermsLabel(terms: string): string {
  const match = /^net_(\d+)$/.exec(terms);
  return match ? `Net ${match[1]}` : terms;
}

/** The day an invoice issued on `issuedOn` falls due under `terms`. */
export function dueOn(issuedOn: string, terms: string): string {
  return addDays(issuedOn, termDays(terms));
}
