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

/** 'Export Report': the dashboard's figures for the range (metrics, monthly breakdown, top products). */
export function ExportMenu({ range }: { range: AnalyticsRange }) {
  const exportReport = useExportReport();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={exportReport.isPending}>
          <DownloadIcon aria-hidden="true" />
          Export Report
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {(['csv', 'excel', 'pdf'] as const).map((format) => (
          <DropdownMenuItem
            key={format}
            onSelect={() => exportReport.mutate({ type: 'summary', format, range })}
          >
            {formatLabels[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
