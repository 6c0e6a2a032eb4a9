import { daysBetween } from '../calendar/calendar-days.ts';

/** docs/product/receivables.md: an invoice on account is open, part-paid, paid or overdue. */
export const invoiceStatusValues = ['open', 'part_paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof invoiceStatusValues)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  open: 'Open',
  part_paid: 'Part-paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

export interface InvoiceAmounts {
  totalCents: number;
  paidCents: number;
  /** Taken off by adjustment notes for returned goods. */
  creditedCents: number;
  dueOn: string;
}

/** What is still owed on an invoice: its total less payments and adjustment notes. */
export function openCents(
  invoice: Pick<InvoiceAmounts, 'totalCents' | 'paidCents' | 'creditedCents'>,
): number {
  return invoice.totalCents - invoice.paidCents - invoice.creditedCents;
}

/**
 * An invoice with nothing owed is paid; one owed past its due day (Sydney's `today`) is overdue,
 * whether or not part of it was paid; otherwise part-paid once anything was paid or credited.
 */
export function invoiceStatus(invoice: InvoiceAmounts, today: string): InvoiceStatus {
  if (openCents(invoice) <= 0) return 'paid';
  if (daysBetween(invoice.dueOn, today) > 0) return 'overdue';
  return invoice.paidCents + invoice.creditedCents > 0 ? 'part_paid' : 'open';
}
