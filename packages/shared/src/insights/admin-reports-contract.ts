import { z } from 'zod';
import { analyticsEventTypes } from '../seo/analytics-event.ts';
import { checkRange, rangeFields, reportFormats } from './contract.ts';
import { salesGranularities } from './staff-contract.ts';

/**
 * Admin Reports (/admin/reports; issue 16 item 7; docs/product/admin-area.md: sales by month, category and partner,
 * inventory value, analytics events; CSV, Excel and PDF). Sales by month and by category are the
 * staff analytics' sales figures (GET /api/associate/analytics/sales, open to admins); the rest is
 * here. Money is integer cents of AUD; days are Sydney's (docs/decisions/0009-staff-analytics.md).
 */
export const adminReports = [
  'sales-by-month',
  'sales-by-category',
  'sales-by-partner',
  'inventory-valuation',
  'storefront-events',
] as const;
export type AdminReport = (typeof adminReports)[number];

export const adminReportLabels: Record<AdminReport, string> = {
  'sales-by-month': 'Sales by Month',
  'sales-by-category': 'Sales by Category',
  'sales-by-partner': 'Sales by Partner',
  'inventory-valuation': 'Inventory Valuation',
  'storefront-events': 'Storefront Events',
};

/** Inventory valuation is today's stock: it takes no period. */
export const reportHasPeriod = (report: AdminReport) => report !== 'inventory-valuation';

/** GET /api/admin/reports/sales-by-partner and /storefront-events: the range of the staff analytics. */
export const adminReportRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AdminReportRangeQuery = z.infer<typeof adminReportRangeQuerySchema>;

/** GET /api/admin/reports/file?report=&format=&from=&to=&granularity= : one report as a file. */
export const adminReportFileQuerySchema = z
  .object({
    report: z.enum(adminReports, { error: `Report must be one of ${adminReports.join(', ')}` }),
    format: z.enum(reportFormats, { error: `Format must be one of ${reportFormats.join(', ')}` }),
    ...rangeFields,
    granularity: z
      .enum(salesGranularities, { error: `Group by must be one of ${salesGranularities.join(', ')}` })
      .optional(),
  })
  .superRefine(checkRange);
export type AdminReportFileQuery = z.infer<typeof adminReportFileQuerySchema>;

const cents = z.number().int();
const count = z.number().int();
const rangeSchema = z.object({ from: z.string(), to: z.string(), days: count, isDefault: z.boolean() });

const partnerSalesFigures = {
  /** Orders of the range, cancelled left out. */
  orders: count,
  /** Goods sold: quantity × unit price of the lines. */
  salesCents: cents,
  discountCents: cents,
  /** Sales less discounts. */
  netSalesCents: cents,
};

export const partnerSalesReportSchema = z.object({
  range: rangeSchema,
  totals: z.object({ partners: count, ...partnerSalesFigures }),
  /**
   * The partners with the most net sales, most first: on the screen the first 100 (the totals count
   * every partner who ordered in the range); in the report's file every one.
   */
  partners: z.array(
    z.object({
      partnerId: z.string(),
      name: z.string(),
      email: z.string(),
      companyName: z.string().nullable(),
      ...partnerSalesFigures,
    }),
  ),
});
export type PartnerSalesReport = z.infer<typeof partnerSalesReportSchema>;

const valuationFigures = {
  products: count,
  /** Units in stock. */
  units: count,
  /** Units × the product's cost. */
  costValueCents: cents,
  /** Units × the product's price. */
  retailValueCents: cents,
};

export const inventoryValuationSchema = z.object({
  /** When the stock was read. */
  asAt: z.string(),
  totals: z.object(valuationFigures),
  /** Every category with products, most stock value at cost first. */
  categories: z.array(z.object({ category: z.string(), label: z.string(), ...valuationFigures })),
});
export type InventoryValuation = z.infer<typeof inventoryValuationSchema>;

export const analyticsEventTypeLabels: Record<(typeof analyticsEventTypes)[number], string> = {
  page_view: 'Page Views',
  search: 'Searches',
  click: 'Clicks',
  conversion: 'Conversions',
  time_on_page: 'Time on Page',
  scroll_depth: 'Scroll Depth',
};

const eventCounts = z.object(
  Object.fromEntries(analyticsEventTypes.map((type) => [type, count])) as Record<
    (typeof analyticsEventTypes)[number],
    typeof count
  >,
);

export const storefrontEventsReportSchema = z.object({
  range: rangeSchema,
  /** Per event type over the range. */
  totals: eventCounts,
  /** Every day of the range, oldest first, each event type counted (0 when none). */
  daily: z.array(z.object({ date: z.string(), counts: eventCounts })),
});
export type StorefrontEventsReport = z.infer<typeof storefrontEventsReportSchema>;
