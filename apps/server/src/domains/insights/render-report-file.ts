import type { ReportFormat } from '@party/shared';
import { renderCsv } from './render-csv.ts';
import { renderPdf } from './render-pdf.ts';
import { renderXlsx } from './render-xlsx.ts';
import type { Report } from './report.ts';

const files: Record<ReportFormat, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  excel: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

export interface ReportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '1 Jun 2026 – 24 Nov 2026' */
export const reportPeriod = (range: { from: string; to: string }) =>
  `${dayFormat.format(new Date(`${range.from}T00:00:00Z`))} – ${dayFormat.format(new Date(`${range.to}T00:00:00Z`))}`;

/** A report as a CSV, Excel or PDF file named <base>.<ext> (the partner's and the staff's exports). */
export async function renderReportFile(
  report: Report,
  format: ReportFormat,
  base: string,
): Promise<ReportFile> {
  const file = files[format];
  const body =
    format === 'csv'
      ? renderCsv(report)
      : format === 'excel'
        ? await renderXlsx(report)
        : await renderPdf(report);
  return { filename: `${base}.${file.extension}`, contentType: file.contentType, body };
}
