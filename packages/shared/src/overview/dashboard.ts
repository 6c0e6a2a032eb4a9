// Kept free of zod: the portals' dashboards and sidebars, their first screens, draw these
// (docs/ARCHITECTURE.md, what a visitor downloads first); the overview schemas are in contract.ts.
import { countOf } from '../text/plural.ts';

/** The sidebar's 'N pending tasks', with the real number (docs/product/partner-portal.md). */
export function pendingTasksLabel(count: number): string {
  return countOf(count, { one: 'pending task', other: 'pending tasks' });
}

/** The background jobs whose last run the admin dashboard shows (apps/server/src/jobs). */
export const backgroundJobs = [
  'retention-purge',
  'quote-expiry',
  'campaign-lifecycle',
  'document-expiry',
  'order-approval-expiry',
  'monthly-statements',
  'invoice-reminders',
] as const;
export type BackgroundJob = (typeof backgroundJobs)[number];
export const backgroundJobLabels: Record<BackgroundJob, string> = {
  'retention-purge': 'Data retention purge (hourly)',
  'quote-expiry': 'Quote expiry (hourly)',
  'campaign-lifecycle': 'Campaign start and end (every minute)',
  'document-expiry': 'Vendor document expiry notices (daily)',
  'order-approval-expiry': 'Order approval expiry (every minute)',
  'monthly-statements': 'Monthly statements to companies on account (hourly)',
  'invoice-reminders': 'Invoice reminders (hourly)',
};
export const jobRunStatuses = ['ok', 'failed'] as const;
export type JobRunStatus = (typeof jobRunStatuses)[number];
