import type { OrderStatus } from '@party/shared';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { downloadFile } from '@/components/file-download';
import { Button } from '@/components/ui/button';
import { countText, shareDone, useWorkProgress, WorkProgressBar } from '@/components/work-progress';
import { type OrdersScope, staffOrdersExportHref } from './staff-api';

/**
 * Export CSV of a staff orders list: every order its search and status filter find, all pages. The
 * server streams the file and tells this browser how far it has got; the bar follows it, then the
 * file is saved.
 */
export function OrdersExport({
  query,
  scope,
}: {
  query: { search: string; status: 'all' | OrderStatus };
  scope?: OrdersScope;
}) {
  const work = useWorkProgress();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(staffOrdersExportHref(query, work.start(), scope), 'orders.csv');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  const step = work.progress;
  return (
    <>
      <Button variant="outline" className="sm:ml-auto" disabled={exporting} onClick={exportCsv}>
        <DownloadIcon aria-hidden="true" /> Export CSV
      </Button>
      {exporting && (
        <div className="basis-full">
          <WorkProgressBar
            name="Export progress"
            text={
              step
                ? `Exporting ${countText(step.done)} of ${countText(step.total)} orders...`
                : 'Exporting orders...'
            }
            share={step && shareDone(step)}
          />
        </div>
      )}
    </>
  );
}
