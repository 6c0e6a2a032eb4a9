import {
  type AdminReport,
  type AnalyticsRangeQuery,
  analyticsMessages,
  type CampaignPerformance,
  type ExportType,
  type InventoryValuation,
  type PartnerAnalytics,
  type PartnerSalesReport,
  type ReportFormat,
  reportHasPeriod,
  type SalesAnalytics,
  type SalesGranularity,
  type StockTurns,
  type StorefrontAnalytics,
  type StorefrontEventsReport,
} from '@party/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { downloadFile } from '@/components/file-download';
import { api } from '@/lib/api-client';

/** A chosen range, or none for the server's default (the last 6 months). */
export type AnalyticsRange = { from: string; to: string } | null;

function rangeParams(range: AnalyticsRange): URLSearchParams {
  return new URLSearchParams(range ? { from: range.from, to: range.to } : {});
}

/**
 * The signed-in partner's company's analytics (or `member`'s: docs/product/company-accounts.md),
 * aggregated on the server (docs/product/partner-portal.md).
 */
export function partnerAnalyticsQueryOptions(range: AnalyticsRange, member = 'all') {
  const query: AnalyticsRangeQuery = { ...(range ?? {}), member };
  return queryOptions({
    queryKey: ['partner', 'analytics', query] as const,
    queryFn: async ({ signal }) => {
      const search = rangeParams(range);
      if (member !== 'all') search.set('member', member);
      const params = search.toString();
      return api.get<PartnerAnalytics>(`/api/partner/analytics${params ? `?${params}` : ''}`, { signal });
    },
  });
}

export function reportHref(type: ExportType, format: ReportFormat, range: AnalyticsRange): string {
  const params = rangeParams(range);
  params.set('type', type);
  params.set('format', format);
  return `/api/partner/analytics/reports?${params}`;
}

const extensions: Record<ReportFormat, string> = { csv: 'csv', excel: 'xlsx', pdf: 'pdf' };

/** Downloads a report file made by the server and toasts 'Report exported as {FORMAT}' or the failure. */
function useReportFile<Input extends { format: ReportFormat }>(
  file: (input: Input) => { href: string; fallback: string },
  failure: (input: Input) => string,
) {
  return useMutation({
    mutationFn: async (input: Input) => {
      const { href, fallback } = file(input);
      return downloadFile(href, fallback);
    },
    onSuccess: (_name, input) => toast.success(analyticsMessages.exported(input.format)),
    onError: (_error, input) => toast.error(failure(input)),
  });
}

/**
 * Downloads a partner report generated on the server; toasts 'Report exported as {FORMAT}' or the
 * failure text ('Failed to export data' for the dashboard's Export Report, 'Failed to export
 * report' for the Custom Report Builder).
 */
export function useExportReport() {
  return useReportFile(
    (input: { type: ExportType; format: ReportFormat; range: AnalyticsRange }) => ({
      href: reportHref(input.type, input.format, input.range),
      fallback: `${input.type === 'summary' ? 'analytics-report' : input.type}.${extensions[input.format]}`,
    }),
    (input) =>
      input.type === 'summary' ? analyticsMessages.exportDataFailed : analyticsMessages.exportReportFailed,
  );
}

/** The staff analytics' parts, each its own request so one slow part does not hold the others. */
export interface StaffAnalytics {
  sales: SalesAnalytics;
  'stock-turns': StockTurns;
  campaigns: CampaignPerformance;
  storefront: StorefrontAnalytics;
}

function staffParams(range: AnalyticsRange, granularity: SalesGranularity): URLSearchParams {
  const params = rangeParams(range);
  params.set('granularity', granularity);
  return params;
}

/** One part of the staff Analytics screen (product_management and finance). */
export function staffAnalyticsQueryOptions<Part extends keyof StaffAnalytics>(
  part: Part,
  range: AnalyticsRange,
  granularity: SalesGranularity,
) {
  return queryOptions({
    queryKey: ['associate', 'analytics', part, range ?? {}, granularity] as const,
    queryFn: ({ signal }) =>
      api.get<StaffAnalytics[Part]>(`/api/associate/analytics/${part}?${staffParams(range, granularity)}`, {
        signal,
      }),
  });
}

/** The staff screen's one report file: every section for the range. */
export function useStaffExportReport() {
  return useReportFile(
    (input: { format: ReportFormat; range: AnalyticsRange; granularity: SalesGranularity }) => {
      const params = staffParams(input.range, input.granularity);
      params.set('format', input.format);
      return {
        href: `/api/associate/analytics/report?${params}`,
        fallback: `associate-analytics.${extensions[input.format]}`,
      };
    },
    () => analyticsMessages.exportDataFailed,
  );
}

/** Admin Reports' own figures (issue 16 item 7); sales by month and category are `staffAnalyticsQueryOptions('sales', …)`. */
export interface AdminReportData {
  'sales-by-partner': PartnerSalesReport;
  'inventory-valuation': InventoryValuation;
  'storefront-events': StorefrontEventsReport;
}

export function adminReportQueryOptions<Name extends keyof AdminReportData>(
  name: Name,
  range: AnalyticsRange,
) {
  const params = name === 'inventory-valuation' ? new URLSearchParams() : rangeParams(range);
  return queryOptions({
    queryKey: ['admin', 'reports', name, name === 'inventory-valuation' ? {} : (range ?? {})] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReportData[Name]>(`/api/admin/reports/${name}${params.size ? `?${params}` : ''}`, {
        signal,
      }),
  });
}

/** One admin report as a CSV, Excel or PDF file made by the server. */
export function useAdminReportFile() {
  return useReportFile(
    (input: {
      report: AdminReport;
      format: ReportFormat;
      range: AnalyticsRange;
      granularity: SalesGranularity;
    }) => {
      const params = reportHasPeriod(input.report)
        ? staffParams(input.range, input.granularity)
        : new URLSearchParams();
      params.set('report', input.report);
      params.set('format', input.format);
      return {
        href: `/api/admin/reports/file?${params}`,
        fallback: `${input.report}.${extensions[input.format]}`,
      };
    },
    () => analyticsMessages.exportReportFailed,
  );
}
