import { z } from 'zod';
import { addDays, daysBetween } from '../calendar/calendar-days.ts';
import { memberFilter, orderStatuses } from '../orders/contract.ts';

/**
 * Partner purchase analytics (docs/product/partner-portal.md: CSV, Excel and PDF).
 * Calendar days are read in the business's time zone; see docs/decisions/0006-partner-analytics.md.
 */
/** The default monthly window is the last 6 months (this one and the 5 before). */
export const ANALYTICS_DEFAULT_MONTHS = 6;
export const ANALYTICS_TOP_PRODUCTS = 5;
/** A range may span at most about five years (61 monthly bars). */
export const ANALYTICS_MAX_DAYS = 1_830;

/** docs/product/partner-portal.md: chart colours of the order statuses. */
export const orderStatusColours = {
  awaiting_approval: '#B15CD6',
  pending: '#FF7A00',
  processing: '#33B1FF',
  shipped: '#9747FF',
  delivered: '#22CC88',
  cancelled: '#FF4444',
} as const;
/** The order statuses the analytics break down by: every order status. */
export const analyticsOrderStatuses = orderStatuses;
export type AnalyticsOrderStatus = (typeof analyticsOrderStatuses)[number];

export const reportTypes = ['purchase-history', 'order-summary', 'product-analytics'] as const;
export type ReportType = (typeof reportTypes)[number];
/** 'summary' is the dashboard's own 'Export Report' (file analytics-report.*). */
export const exportTypes = ['summary', ...reportTypes] as const;
export type ExportType = (typeof exportTypes)[number];
export const reportFormats = ['csv', 'pdf', 'excel'] as const;
export type ReportFormat = (typeof reportFormats)[number];
/** A format as people write it: 'Excel', not the address's 'excel' shouted ('EXCEL'). */
export const reportFormatNames: Record<ReportFormat, string> = { csv: 'CSV', pdf: 'PDF', excel: 'Excel' };

/** The analytics screen's texts, word for word. */
export const analyticsMessages = {
  loading: 'Loading analytics...',
  loadFailed: 'Failed to load analytics data',
  exportDataFailed: 'Failed to export data',
  exportReportFailed: 'Failed to export report',
  exported: (format: ReportFormat) => `Report exported as ${reportFormatNames[format]}`,
} as const;

/** Days from a to b (YYYY-MM-DD), counting both ends. */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** The default window: the first of the month five months back, to today (six monthly bars). */
export function defaultAnalyticsRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - (ANALYTICS_DEFAULT_MONTHS - 1), 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** The preceding period of equal length: the same number of days, ending the day before `from`. */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const days = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-23`)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, `${label} is not a real calendar date`)
    .refine(
      (value) => value >= '2000-01-01' && value <= '2999-12-31',
      `${label} must be after the year 2000`,
    );

/** Both ends or neither; the picker swaps reversed ends, the API refuses them. */
export function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const problem =
    (q.from === undefined) !== (q.to === undefined)
      ? 'Give both a start and an end date, or neither for the last 6 months'
      : q.from && q.to && q.from > q.to
        ? 'The end date must not be before the start date'
        : q.from && q.to && daysInRange(q.from, q.to) > ANALYTICS_MAX_DAYS
          ? 'Choose a range of at most 5 years'
          : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
}

export const rangeFields = { from: isoDate('Start date').optional(), to: isoDate('End date').optional() };

/** GET /api/partner/analytics?from=&to=&member= (the member filter: docs/product/company-accounts.md). */
export const analyticsRangeQuerySchema = z
  .object({ ...rangeFields, member: memberFilter })
  .superRefine(checkRange);
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

/** GET /api/partner/analytics/reports?type=&format=&from=&to= */
export const analyticsReportQuerySchema = z
  .object({
    type: z.enum(exportTypes, { error: `Report type must be one of ${exportTypes.join(', ')}` }),
    format: z.enum(reportFormats, { error: `Format must be one of ${reportFormats.join(', ')}` }),
    ...rangeFields,
  })
  .superRefine(checkRange);
export type AnalyticsReportQuery = z.infer<typeof analyticsReportQuerySchema>;

const dateRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/** One KPI: this period, the preceding one and the change in whole percent (null when before was 0). */
export const kpiSchema = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number().int().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const partnerAnalyticsSchema = z.object({
  range: dateRangeSchema.extend({ isDefault: z.boolean() }),
  previousRange: dateRangeSchema,
  /** Money in dollars with 2 decimals; cancelled orders count toward none of these. */
  kpis: z.object({
    totalSpending: kpiSchema,
    totalOrders: kpiSchema,
    averageOrderValue: kpiSchema,
    itemsPurchased: kpiSchema,
  }),
  /** Every month of the range, oldest first, months without orders as 0. */
  monthly: z.array(z.object({ month: z.string(), spending: z.number(), orders: z.number().int() })),
  /** Every order of the range by status, cancelled included; statuses without orders omitted. */
  statuses: z.array(z.object({ status: z.enum(analyticsOrderStatuses), count: z.number().int() })),
  /** Share of units by category (whole percent); a product no longer in the catalogue is 'Other'. */
  categories: z.array(
    z.object({ category: z.string(), label: z.string(), units: z.number().int(), share: z.number().int() }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      units: z.number().int(),
      spending: z.number(),
    }),
  ),
});
export type PartnerAnalytics = z.infer<typeof partnerAnalyticsSchema>;
