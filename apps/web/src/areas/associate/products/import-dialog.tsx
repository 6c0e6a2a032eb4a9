import { type ProductImportResult, productCsvColumns } from '@party/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useImportProducts } from '@/features/products/api';

type Stage = 'idle' | 'reading' | 'uploading' | 'checking';
const stageText: Record<Stage, string> = {
  idle: '',
  reading: 'Reading file...',
  uploading: 'Uploading...',
  checking: 'Checking and importing rows...',
};

/**
 * Import (PRODUCT.md): a CSV file, a progress bar while it is read, sent and checked, then the
 * per-row report. All or nothing: one bad row and no product is added.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importProducts = useImportProducts();
  const busy = stage !== 'idle';

  function reset() {
    setFile(null);
    setStage('idle');
    setProgress(0);
    setResult(null);
    setFailure(null);
  }

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setResult(null);
    setFailure(null);
    try {
      setStage('reading');
      setProgress(0.05);
      const csv = await file.text();
      setStage('uploading');
      const report = await importProducts.mutateAsync({
        csv,
        onProgress: (fraction) => {
          setProgress(0.05 + fraction * 0.75);
          if (fraction >= 1) setStage('checking');
        },
      });
      setProgress(1);
      setResult(report);
      if (report.outcome === 'imported') toast.success(`${report.imported} products imported successfully`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Import failed');
    } finally {
      setStage('idle');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Products</DialogTitle>
          <DialogDescription>
            A CSV file with a header row naming the columns {productCsvColumns.join(', ')}. Name and price are
            required. If any row has a problem, nothing is imported.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={start} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setFailure(null);
                setProgress(0);
              }}
            />
          </div>
          {(busy || progress > 0) && (
            <div className="flex flex-col gap-1">
              <div
                role="progressbar"
                aria-label="Import progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-all"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <p className="text-muted-foreground text-sm" aria-live="polite">
                {busy ? stageText[stage] : result?.outcome === 'imported' ? 'Import complete' : ''}
              </p>
            </div>
          )}
          {failure && (
            <p role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          )}
          {result?.outcome === 'imported' && (
            <p role="status" className="text-sm">
              Imported {result.imported.toLocaleString('en-AU')} of {result.rows.toLocaleString('en-AU')}{' '}
              rows.
            </p>
          )}
          {result?.outcome === 'rejected' && (
            <div role="alert" className="flex flex-col gap-2">
              <p className="font-medium text-destructive text-sm">
                Nothing was imported: {result.errors.length}{' '}
                {result.errors.length === 1 ? 'row has' : 'rows have'} problems. Correct them and import the
                file again.
              </p>
              <ul
                className="max-h-64 overflow-auto rounded-md border p-2 text-sm"
                aria-label="Validation report"
              >
                {result.errors.map((e) => (
                  <li key={e.line} className="border-b py-1 last:border-b-0">
                    <span className="font-medium">Line {e.line}:</span> {e.messages.join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Close
            </Button>
            <Button type="submit" disabled={!file || busy}>
              {busy ? 'Importing...' : 'Import'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
