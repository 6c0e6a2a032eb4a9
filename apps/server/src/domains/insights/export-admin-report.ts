import {
  type AdminReportFileQuery,
  adminReportLabels,
  analyticsEventTypeLabels,
  analyticsEventTypes,
  type Principal,
  todayInBusinessZone,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { getInventoryValuation, getPartnerSalesReport, getStorefrontEventsReport } from './admin-reports.ts';
import { getSalesAnalytics } from './get-sales-analytics.ts';
import { adminReportsScope } from './insights.policy.ts';
import { type ReportFile, renderReportFile, reportPeriod } from './render-report-file.ts';
import { col, type ReportSection } from './report.ts';

const dollars = (cents: number) => cents / 100;
const periodHeader = { day: 'Day', week: 'Week from', month: 'Month from' } as const;

/**
 * One admin report as a CSV, Excel or PDF file (PRODUCT.md: reports in CSV, XLSX and PDF), the same
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
    `${query.report}-${todayInBusinessZone(now)}`,
  );
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
      const t = sales.totals;
      return {
        period: reportPeriod(sales.range),
        section: {
          title,
          columns: [
            col(periodHeader[sales.granularity]),
            col('Orders', 'int'),
            col('Sales (AUD)', 'money'),
            col('Discounts (AUD)', 'money'),
            col('Net Sales (AUD)', 'money'),
            col('Cost (AUD)', 'money'),
            col('Margin (AUD)', 'money'),
            col('Margin (%)', 'decimal'),
          ],
          rows: [
            ...sales.periods.map((p) => [
              p.start,
              p.orders,
              dollars(p.salesCents),
              dollars(p.discountCents),
              dollars(p.netSalesCents),
              dollars(p.costCents),
              dollars(p.marginCents),
              p.marginPercent,
            ]),
            [
              'Total',
              t.orders,
              dollars(t.salesCents),
              dollars(t.discountCents),
              dollars(t.netSalesCents),
              dollars(t.costCents),
              dollars(t.marginCents),
              t.marginPercent,
            ],
          ],
        },
      };
    }
    case 'sales-by-category': {
      const sales = await getSalesAnalytics(db, principal, query, now);
      const units = sales.categories.reduce((n, c) => n + c.units, 0);
      const salesCents = sales.categories.reduce((n, c) => n + c.salesCents, 0);
      const costCents = sales.categories.reduce((n, c) => n + c.costCents, 0);
      return {
        period: reportPeriod(sales.range),
        section: {
          title,
          columns: [
            col('Category'),
            col('Units', 'int'),
            col('Sales (AUD)', 'money'),
            col('Cost (AUD)', 'money'),
            col('Margin (AUD)', 'money'),
            col('Margin (%)', 'decimal'),
          ],
          rows:
            sales.categories.length === 0
              ? []
              : [
                  ...sales.categories.map((c) => [
                    c.label,
                    c.units,
                    dollars(c.salesCents),
                    dollars(c.costCents),
                    dollars(c.marginCents),
                    c.marginPercent,
                  ]),
                  [
                    'Total',
                    units,
                    dollars(salesCents),
                    dollars(costCents),
                    dollars(salesCents - costCents),
                    salesCents === 0 ? null : Math.round(((salesCents - costCents) / salesCents) * 1000) / 10,
                  ],
                ],
        },
      };
    }
    case 'sales-by-partner': {
      const report = await getPartnerSalesReport(db, principal, query, now, 'export');
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
          rows:
            report.partners.length === 0
              ? []
              : [
                  ...report.partners.map((p) => [
                    p.name,
                    p.companyName ?? '',
                    p.email,
                    p.orders,
                    dollars(p.salesCents),
                    dollars(p.discountCents),
                    dollars(p.netSalesCents),
                  ]),
                  [
                    `Total (${t.partners} partners)`,
                    '',
                    '',
                    t.orders,
                    dollars(t.salesCents),
                    dollars(t.discountCents),
                    dollars(t.netSalesCents),
                  ],
                ],
        },
      };
    }
    case 'inventory-valuation': {
      const report = await getInventoryValuation(db, principal, now, 'export');
      const t = report.totals;
      const today = todayInBusinessZone(now);
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
          rows:
            report.categories.length === 0
              ? []
              : [
                  ...report.categories.map((c) => [
                    c.label,
                    c.products,
                    c.units,
                    dollars(c.costValueCents),
                    dollars(c.retailValueCents),
                  ]),
                  ['Total', t.products, t.units, dollars(t.costValueCents), dollars(t.retailValueCents)],
                ],
        },
      };
    }
    case 'storefront-events': {
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
          rows:
            active.length === 0
              ? []
              : [
                  ...active.map((d) => [d.date, ...analyticsEventTypes.map((type) => d.counts[type])]),
                  ['Total', ...analyticsEventTypes.map((type) => report.totals[type])],
                ],
        },
      };
    }
  }
}
