import type { ReportFormat } from '@party/shared';
import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { type AnalyticsRange, useExportReport } from './api';

export const formatLabels: Record<ReportFormat, string> = { csv: 'CSV', excel: 'Excel (.xlsx)', pdf: 'PDF' };

/** 'Export Report' with a choice of CSV, Excel and PDF (the partner's and the staff's analytics). */
export function ExportFormatMenu({
  onExport,
  disabled,
}: {
  onExport: (format: ReportFormat) => void;
  disabled: boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <DownloadIcon aria-hidden="true" />
          Export Report
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {(['csv', 'excel', 'pdf'] as const).map((format) => (
          <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
            {formatLabels[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The partner dashboard's export: its figures for the range (metrics, monthly breakdown, top products). */
export function ExportMenu({ range }: { range: AnalyticsRange }) {
  const exportReport = useExportReport();
  return (
    <ExportFormatMenu
      disabled={exportReport.isPending}
      onExport={(format) => exportReport.mutate({ type: 'summary', format, range })}
    />
  );
}
