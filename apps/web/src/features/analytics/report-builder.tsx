import { type ReportFormat, type ReportType, reportFormats, reportTypes } from '@party/shared';
import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { type AnalyticsRange, useExportReport } from './api';
import { rangeLabel } from './date-range-picker';
import { formatLabels } from './export-menu';

const typeLabels: Record<ReportType, string> = {
  'purchase-history': 'Purchase History',
  'order-summary': 'Order Summary',
  'product-analytics': 'Product Analytics',
};
const typeOptions = reportTypes.map((type) => ({ value: type, label: typeLabels[type] }));
const formatOptions = reportFormats.map((format) => ({ value: format, label: formatLabels[format] }));

/** docs/product/partner-portal.md: Report Type, Format and 'Generate Report', for the dashboard's range. */
export function ReportBuilder({ range }: { range: AnalyticsRange }) {
  const [type, setType] = useState<ReportType>('purchase-history');
  const [format, setFormat] = useState<ReportFormat>('csv');
  const exportReport = useExportReport();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Custom Report Builder</CardTitle>
        <CardDescription>Period: {rangeLabel(range)}. Amounts in USD.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            exportReport.mutate({ type, format, range });
          }}
        >
          <div className="flex min-w-48 flex-col gap-2">
            <Label htmlFor="report-type">Report Type</Label>
            <OptionSelect
              id="report-type"
              value={type}
              onValueChange={(value) => setType(value as ReportType)}
              options={typeOptions}
            />
          </div>
          <div className="flex min-w-40 flex-col gap-2">
            <Label htmlFor="report-format">Format</Label>
            <OptionSelect
              id="report-format"
              value={format}
              onValueChange={(value) => setFormat(value as ReportFormat)}
              options={formatOptions}
            />
          </div>
          <Button type="submit" disabled={exportReport.isPending}>
            <FileTextIcon aria-hidden="true" />
            Generate Report
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
