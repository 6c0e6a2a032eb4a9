import { daysBetween } from '../calendar/calendar-days.ts';

/**
 * Ageing of what a company owes, by days past due on the statement's day (docs/product/receivables.md):
 * not yet due is current; then 1–30, 31–60, 61–90 and over 90 days overdue.
 */
export const ageingBucketValues = ['current', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgeingBucket = (typeof ageingBucketValues)[number];

export const ageingBucketLabels: Record<AgeingBucket, string> = {
  current: 'Current',
  days1to30: '1–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  days90plus: '90+ days',
};

export type Ageing = Record<AgeingBucket, number> & { totalCents: number };

export function ageingBucket(dueOn: string, asOf: string): AgeingBucket {
  const overdue = daysBetween(dueOn, asOf);
  if (overdue <= 0) return 'current';
  if (overdue <= 30) return 'days1to30';
  if (overdue <= 60) return 'days31to60';
  if (overdue <= 90) return 'days61to90';
  return 'days90plus';
}

export function emptyAgeing(): Ageing {
  return { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, days90plus: 0, totalCents: 0 };
}

/** Each open amount into its bucket; the buckets always add up to the total. */
export function ageBalances(invoices: { dueOn: string; openCents: number }[], asOf: string): Ageing {
  const ageing = emptyAgeing();
  for (const invoice of invoices) {
    if (invoice.openCents === 0) continue;
    ageing[ageingBucket(invoice.dueOn, asOf)] += invoice.openCents;
    ageing.totalCents += invoice.openCents;
  }
  return ageing;
}
