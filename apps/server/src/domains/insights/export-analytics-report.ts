import { type AnalyticsReportQuery, businessDay, type ExportType, type Principal } from '@party/shared';
import type { Tx } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import {
  buildOrderSummary,
  buildProductAnalytics,
  buildPurchaseHistory,
  buildSummary,
} from './build-reports.ts';
import { insightsScope } from './insights.policy.ts';
import { type ReportFile, renderReportFile, reportPeriod } from './render-report-file.ts';
import type { Report } from './report.ts';
import { resolveRange } from './resolve-range.ts';

const titles: Record<ExportType, string> = {
  summary: 'Analytics Report',
  'purchase-history': 'Purchase History',
  'order-summary': 'Order Summary',
  'product-analytics': 'Product Analytics',
};

/**
 * One report of the signed-in partner's purchases as a real file (docs/product/partner-portal.md: CSV, Excel, PDF).
 * The dashboard's summary is analytics-report.<ext>; a builder report is
 * <type>-<today>.<ext>.
 */
export async function exportAnalyticsReport(
  db: Tx,
  principal: Principal,
  query: AnalyticsReportQuery,
  now: Date = new Date(),
): Promise<ReportFile> {
  // The builders read the caller's company's orders; the policy refuses a caller who has none.
  assertAllowed(insightsScope(principal, 'export').rows === 'company');
  const range = resolveRange(query, now);
  const sections =
    query.type === 'summary'
      ? await buildSummary(db, principal, query, now)
      : query.type === 'purchase-history'
        ? await buildPurchaseHistory(db, principal, range)
        : query.type === 'order-summary'
          ? await buildOrderSummary(db, principal, range)
          : await buildProductAnalytics(db, principal, range);
  const report: Report = {
    title: titles[query.type],
    period: reportPeriod(range.current),
    generatedAt: now,
    currency: 'USD',
    sections,
  };
  const base = query.type === 'summary' ? 'analytics-report' : `${query.type}-${businessDay(now)}`;
  return renderReportFile(report, query.format, base);
}
