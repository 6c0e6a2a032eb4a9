import {
  type AdminReportFileQuery,
  adminReportLabels,
  analyticsEventTypeLabels,
  analyticsEventTypes,
  businessDay,
  type Principal,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { getInventoryValuation, getPartnerSalesReport, getStorefrontEventsReport } from './admin-reports.ts';
import { getSalesAnalytics } from './get-sales-analytics.ts';
import { adminReportsScope } from './insights.policy.ts';
import { type ReportFile, renderReportFile, reportPeriod } from './render-report-file.ts';
import { centsToDollars, col, type ReportSection, withTotalRow } from './report.ts';
import { salesByCategorySection, salesByPeriodSection } from './sales-sections.ts';

/**
 * One admin report as a CSV, Excel or PDF file (docs/product/admin-area.md: reports in CSV, XLSX and PDF), the same
 * figures as its screen for the same range, with a Total row: <report>-<today>.<ext>.
 */
export async function exportAdminReport(
  db: Tx,
  principal: Principal,
  query: AdminReportFileQuery,
  now: Date = new Date(),
): Promise<ReportFile> {
  assertAllowed(adminReportsScope(principal, 'export').rows === 'all');
  const { section, period } = await buildSection(db, principal, query, now);
  return renderReportFile(
    {
      title: `Party Central ${adminReportLabels[query.report]}`,
      period,
      generatedAt: now,
      currency: 'AUD',
      sections: [section],
    },
    query.format,
    `${query.report}-${businessDay(now)}`,
  );
}

/** Sales by partner: one row a partner and a total row. */
async function partnerSalesSection(
  db: Tx,
  principal: Principal,
  query: AdminReportFileQuery,
  now: Date,
  title: string,
): Promise<{ section: ReportSection; period: string }> {
  const report = await getPartnerSalesReport(db, principal, query, now, 'export', 'all');
  const t = report.totals;
  return {
    period: reportPeriod(report.range),
    section: {
      title,
      columns: [
        col('Partner'),
        col('Company'),
        col('Email'),
        col('Orders', 'int'),
        col('Sales (AUD)', 'money'),
        col('Discounts (AUD)', 'money'),
        col('Net Sales (AUD)', 'money'),
      ],
      rows: withTotalRow(
        report.partners.map((p) => [
          p.name,
          p.companyName ?? '',
          p.email,
          p.orders,
          centsToDollars(p.salesCents),
          centsToDollars(p.discountCents),
          centsToDollars(p.netSalesCents),
        ]),
        [
          `Total (${t.partners} partners)`,
          '',
          '',
          t.orders,
          centsToDollars(t.salesCents),
          centsToDollars(t.discountCents),
          centsToDollars(t.netSalesCents),
        ],
      ),
    },
  };
}

/** Inventory valuation as at today: one row a category and a total row. */
async function inventoryValuationSection(
  db: Tx,
  principal: Principal,
  now: Date,
  title: string,
): Promise<{ section: ReportSection; period: string }> {
  const report = await getInventoryValuation(db, principal, now, 'export');
  const t = report.totals;
  const today = businessDay(now);
  return {
    period: `as at ${reportPeriod({ from: today, to: today }).split(' – ')[0]}`,
    section: {
      title,
      empty: 'No products in the catalogue.',
      columns: [
        col('Category'),
        col('Products', 'int'),
        col('Units in Stock', 'int'),
        col('Value at Cost (AUD)', 'money'),
        col('Value at Price (AUD)', 'money'),
      ],
      rows: withTotalRow(
        report.categories.map((c) => [
          c.label,
          c.products,
          c.units,
          centsToDollars(c.costValueCents),
          centsToDollars(c.retailValueCents),
        ]),
        ['Total', t.products, t.units, centsToDollars(t.costValueCents), centsToDollars(t.retailValueCents)],
      ),
    },
  };
}

/** Storefront events: one row a day with any event, and a total row. */
async function storefrontEventsSection(
  db: Tx,
  principal: Principal,
  query: AdminReportFileQuery,
  now: Date,
  title: string,
): Promise<{ section: ReportSection; period: string }> {
  const report = await getStorefrontEventsReport(db, principal, query, now, 'export');
  const active = report.daily.filter((d) => analyticsEventTypes.some((type) => d.counts[type] > 0));
  return {
    period: reportPeriod(report.range),
    section: {
      title,
      empty: 'No storefront events in this period.',
      columns: [
        col('Day', 'date'),
        ...analyticsEventTypes.map((type) => col(analyticsEventTypeLabels[type], 'int')),
      ],
      rows: withTotalRow(
        active.map((d) => [d.date, ...analyticsEventTypes.map((type) => d.counts[type])]),
        ['Total', ...analyticsEventTypes.map((type) => report.totals[type])],
      ),
    },
  };
}

async function buildSection(
  db: Tx,
  principal: Principal,
  query: AdminReportFileQuery,
  now: Date,
): Promise<{ section: ReportSection; period: string }> {
  const title = adminReportLabels[query.report];
  switch (query.report) {
    case 'sales-by-month': {
      const sales = await getSalesAnalytics(db, principal, query, now);
      return { period: reportPeriod(sales.range), section: salesByPeriodSection(sales, title, true) };
    }
    case 'sales-by-category': {
      const sales = await getSalesAnalytics(db, principal, query, now);
      return { period: reportPeriod(sales.range), section: salesByCategorySection(sales, title, true) };
    }
    case 'sales-by-partner':
      return partnerSalesSection(db, principal, query, now, title);
    case 'inventory-valuation':
      return inventoryValuationSection(db, principal, now, title);
    case 'storefront-events':
      return storefrontEventsSection(db, principal, query, now, title);
  }
}
