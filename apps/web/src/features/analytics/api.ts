import {
  type AnalyticsRangeQuery,
  analyticsMessages,
  type ExportType,
  type PartnerAnalytics,
  type ReportFormat,
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

/** The signed-in partner's analytics, aggregated on the server (spec 2 section 9). */
export function partnerAnalyticsQueryOptions(range: AnalyticsRange) {
  const query: AnalyticsRangeQuery = range ?? {};
  return queryOptions({
    queryKey: ['partner', 'analytics', query] as const,
    queryFn: async ({ signal }) => {
      const params = rangeParams(range).toString();
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

/**
 * Downloads a report generated on the server; toasts 'Report exported as {FORMAT}' or the spec's
 * failure text ('Failed to export data' for the dashboard's Export Report, 'Failed to export report'
 * for the Custom Report Builder).
 */
export function useExportReport() {
  return useMutation({
    mutationFn: async (input: { type: ExportType; format: ReportFormat; range: AnalyticsRange }) => {
      const fallback = `${input.type === 'summary' ? 'analytics-report' : input.type}.${extensions[input.format]}`;
      return downloadFile(reportHref(input.type, input.format, input.range), fallback);
    },
    onSuccess: (_name, input) => toast.success(analyticsMessages.exported(input.format)),
    onError: (_error, input) =>
      toast.error(
        input.type === 'summary' ? analyticsMessages.exportDataFailed : analyticsMessages.exportReportFailed,
      ),
  });
}
