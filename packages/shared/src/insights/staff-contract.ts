import { z } from 'zod';
import { checkRange, rangeFields, reportFormats } from './contract.ts';

/**
 * Staff analytics (docs/product/associate-portal.md: Analytics, for product_management and finance; CSV, Excel and
 * PDF). Money is integer cents of AUD; calendar days are read in the business's time zone, like the
 * partner's analytics (docs/decisions/0006-partner-analytics.md).
 */
export const salesGranularities = ['day', 'week', 'month'] as const;
export type SalesGranularity = (typeof salesGranularities)[number];
export const STAFF_ANALYTICS_TOP = 10;

const granularity = z
  .enum(salesGranularities, { error: `Group by must be one of ${salesGranularities.join(', ')}` })
  .optional();

/** GET /api/associate/analytics/*?from=&to=&granularity= */
export const staffAnalyticsQuerySchema = z.object({ ...rangeFields, granularity }).superRefine(checkRange);
export type StaffAnalyticsQuery = z.infer<typeof staffAnalyticsQuerySchema>;

/** GET /api/associate/analytics/report?format=&from=&to=&granularity= */
export const staffAnalyticsReportQuerySchema = z
  .object({
    format: z.enum(reportFormats, { error: `Format must be one of ${reportFormats.join(', ')}` }),
    ...rangeFields,
    granularity,
  })
  .superRefine(checkRange);
export type StaffAnalyticsReportQuery = z.infer<typeof staffAnalyticsReportQuerySchema>;

const cents = z.number().int();
const count = z.number().int();
/** Margin over sales in percent with one decimal; null when nothing was sold. */
const percent = z.number().nullable();
const rangeSchema = z.object({ from: z.string(), to: z.string(), days: count, isDefault: z.boolean() });

const salesFigures = {
  orders: count,
  /** Goods sold: quantity × unit price of the lines. */
  salesCents: cents,
  /** Order discounts (promo codes, campaigns). */
  discountCents: cents,
  /** Sales less discounts. */
  netSalesCents: cents,
  /** Quantity × the product's cost. */
  costCents: cents,
  /** Net sales less cost. */
  marginCents: cents,
  marginPercent: percent,
};

export const salesAnalyticsSchema = z.object({
  range: rangeSchema,
  granularity: z.enum(salesGranularities),
  totals: z.object(salesFigures),
  /** Every day, week (from Monday) or month touching the range, oldest first, empty ones as 0. */
  periods: z.array(z.object({ start: z.string(), ...salesFigures })),
  /** Per category, most sales first: margin before order discounts (a discount is per order). */
  categories: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      units: count,
      salesCents: cents,
      costCents: cents,
      marginCents: cents,
      marginPercent: percent,
    }),
  ),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

/** Units sold over the average of the stock at the start and at the end of the range. */
const turnFigures = {
  unitsSold: count,
  averageStock: z.number(),
  /** Two decimals; null when there was no stock on average. */
  turns: z.number().nullable(),
};

export const stockTurnsSchema = z.object({
  range: rangeSchema,
  totals: z.object(turnFigures),
  categories: z.array(z.object({ category: z.string(), label: z.string(), ...turnFigures })),
  /** The most units sold first. */
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      category: z.string(),
      label: z.string(),
      startStock: count,
      endStock: count,
      ...turnFigures,
    }),
  ),
});
export type StockTurns = z.infer<typeof stockTurnsSchema>;

const campaignFigures = {
  /** Orders that used it (cancelled ones left out). */
  uses: count,
  /** What those orders paid for goods (total less delivery). */
  revenueCents: cents,
  discountCents: cents,
};

export const campaignPerformanceSchema = z.object({
  range: rangeSchema,
  totals: z.object(campaignFigures),
  /** Most revenue first; a code without a campaign (PARTY20) is listed by its code. */
  campaigns: z.array(
    z.object({
      campaignId: z.string().nullable(),
      name: z.string(),
      promoCode: z.string().nullable(),
      status: z.string().nullable(),
      ...campaignFigures,
    }),
  ),
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;

export const storefrontAnalyticsSchema = z.object({
  range: rangeSchema,
  totals: z.object({
    pageViews: count,
    /** Distinct browser sessions that sent any event. */
    visitors: count,
    searches: count,
    conversions: count,
    conversionValueCents: cents,
    /** Conversions per visitor in percent, one decimal; null without visitors. */
    conversionRate: percent,
  }),
  /** Every day of the range, oldest first. */
  daily: z.array(z.object({ date: z.string(), pageViews: count, searches: count, conversions: count })),
  /** Queries as typed, compared without case and outer spaces. */
  topQueries: z.array(z.object({ query: z.string(), searches: count, noResults: count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
});
export type StorefrontAnalytics = z.infer<typeof storefrontAnalyticsSchema>;
