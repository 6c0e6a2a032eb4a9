import { businessDay, type Principal, type StaffAnalyticsReportQuery } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { getCampaignPerformance } from './get-campaign-performance.ts';
import { getSalesAnalytics } from './get-sales-analytics.ts';
import { getStockTurns } from './get-stock-turns.ts';
import { getStorefrontAnalytics } from './get-storefront-analytics.ts';
import { type ReportFile, renderReportFile, reportPeriod } from './render-report-file.ts';
import { centsToDollars, col, type ReportSection } from './report.ts';
import { salesByCategorySection, salesByPeriodSection } from './sales-sections.ts';
import { staffRange } from './staff-analytics-range.ts';

/** Stock turns by category and the top products by units sold. */
function stockSections(stock: Awaited<ReturnType<typeof getStockTurns>>): ReportSection[] {
  return [
    {
      title: 'Stock Turns by Category',
      columns: [
        col('Category'),
        col('Units Sold', 'int'),
        col('Average Stock', 'decimal'),
        col('Stock Turns', 'decimal'),
      ],
      rows: stock.categories.map((c) => [c.label, c.unitsSold, c.averageStock, c.turns]),
      empty: 'No products in the catalogue.',
    },
    {
      title: 'Top Products by Units Sold',
      columns: [
        col('Product'),
        col('Category'),
        col('Units Sold', 'int'),
        col('Stock at Start', 'int'),
        col('Stock at End', 'int'),
        col('Stock Turns', 'decimal'),
      ],
      rows: stock.topProducts.map((p) => [p.name, p.label, p.unitsSold, p.startStock, p.endStock, p.turns]),
    },
  ];
}

/** Each campaign's uses, revenue and discount given. */
function campaignSection(campaigns: Awaited<ReturnType<typeof getCampaignPerformance>>): ReportSection {
  return {
    title: 'Campaign Performance',
    columns: [
      col('Campaign'),
      col('Promo Code'),
      col('Uses', 'int'),
      col('Revenue (AUD)', 'money'),
      col('Discount Given (AUD)', 'money'),
    ],
    rows: campaigns.campaigns.map((c) => [
      c.name,
      c.promoCode,
      c.uses,
      centsToDollars(c.revenueCents),
      centsToDollars(c.discountCents),
    ]),
    empty: 'No campaign or promo code was used in this period.',
  };
}

/** The storefront's totals, top searches and top pages. */
function storefrontSections(storefront: Awaited<ReturnType<typeof getStorefrontAnalytics>>): ReportSection[] {
  return [
    {
      title: 'Storefront Events',
      columns: [col('Metric'), col('Value', 'decimal')],
      rows: [
        ['Page Views', storefront.totals.pageViews],
        ['Visitors', storefront.totals.visitors],
        ['Searches', storefront.totals.searches],
        ['Conversions', storefront.totals.conversions],
        ['Conversion Value (AUD)', { money: centsToDollars(storefront.totals.conversionValueCents) }],
        ['Conversion Rate (%)', storefront.totals.conversionRate],
      ],
    },
    {
      title: 'Top Searches',
      columns: [col('Query'), col('Searches', 'int'), col('Without Results', 'int')],
      rows: storefront.topQueries.map((q) => [q.query, q.searches, q.noResults]),
      empty: 'No searches in this period.',
    },
    {
      title: 'Top Pages',
      columns: [col('Page'), col('Views', 'int')],
      rows: storefront.topPages.map((p) => [p.path, p.views]),
      empty: 'No page views in this period.',
    },
  ];
}

/**
 * The staff Analytics screen as one file (docs/product/associate-portal.md: CSV, Excel, PDF), every section of the screen
 * for the same range: associate-analytics-<today>.<ext>.
 */
export async function exportStaffAnalyticsReport(
  db: Tx,
  principal: Principal,
  query: StaffAnalyticsReportQuery,
  now: Date = new Date(),
): Promise<ReportFile> {
  const range = staffRange(principal, query, now, 'export');
  const [sales, stock, campaigns, storefront] = await Promise.all([
    getSalesAnalytics(db, principal, query, now),
    getStockTurns(db, principal, query, now),
    getCampaignPerformance(db, principal, query, now),
    getStorefrontAnalytics(db, principal, query, now),
  ]);
  const sections: ReportSection[] = [
    salesByPeriodSection(sales, 'Sales and Margin by Period'),
    salesByCategorySection(sales, 'Sales and Margin by Category'),
    ...stockSections(stock),
    campaignSection(campaigns),
    ...storefrontSections(storefront),
  ];
  return renderReportFile(
    {
      title: 'Associate Analytics',
      period: reportPeriod(range),
      generatedAt: now,
      currency: 'AUD',
      sections,
    },
    query.format,
    `associate-analytics-${businessDay(now)}`,
  );
}
