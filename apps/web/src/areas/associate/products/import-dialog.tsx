import { type ProductImportResult, productCsvColumns } from '@party/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FileUploadField } from '@/components/file-upload-field';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { useImportProducts } from '@/features/products/api';

type Stage = 'idle' | 'reading' | 'uploading' | 'checking';
const stageText: Record<Stage, string> = {
  idle: '',
  reading: 'Reading file...',
  uploading: 'Uploading...',
  checking: 'Checking and importing rows...',
};

// The browser holds the file; its text is sent as productImportSchema's lines, which the server checks.
const importFormSchema = z.object({ file: z.instanceof(File, { message: 'Choose a CSV file to import' }) });
const blank = { file: undefined } as unknown as z.input<typeof importFormSchema>;

/** One import of one file: how far it got and, once checked, the server's report. */
interface ImportRun {
  file: File;
  stage: Stage;
  progress: number;
  result: ProductImportResult | null;
}

function ImportProgress({ run }: { run: ImportRun }) {
  const busy = run.stage !== 'idle';
  if (!busy && run.progress === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(run.progress * 100)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${Math.round(run.progress * 100)}%` }}
        />
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {busy ? stageText[run.stage] : run.result?.outcome === 'imported' ? 'Import complete' : ''}
      </p>
    </div>
  );
}

function ImportReport({ result }: { result: ProductImportResult }) {
  if (result.outcome === 'imported')
    return (
      <p role="status" className="text-sm">
        Imported {result.imported.toLocaleString('en-AU')} of {result.rows.toLocaleString('en-AU')} rows.
      </p>
    );
  return (
    <div role="alert" className="flex flex-col gap-2">
      <p className="font-medium text-destructive text-sm">
        Nothing was imported: {result.errors.length} {result.errors.length === 1 ? 'row has' : 'rows have'}{' '}
        problems. Correct them and import the file again.
      </p>
      <ul className="max-h-64 overflow-auto rounded-md border p-2 text-sm" aria-label="Validation report">
        {result.errors.map((e) => (
          <li key={e.line} className="border-b py-1 last:border-b-0">
            <span className="font-medium">Line {e.line}:</span> {e.messages.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Import (docs/product/stock-and-uploads.md): a CSV file, a progress bar while it is read, sent and
 * checked, then the per-row report. All or nothing: one bad row and no product is added.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(importFormSchema, { defaultValues: blank });
  const file = useWatch({ control: form.control, name: 'file' }) as File | undefined;
  const [run, setRun] = useState<ImportRun | null>(null);
  const importProducts = useImportProducts();
  // A newly chosen file starts afresh: the last file's progress and report no longer apply.
  const current = run && run.file === file ? run : null;
  const update = (change: Partial<ImportRun>) => setRun((last) => (last ? { ...last, ...change } : last));

  async function start({ file: chosen }: { file: File }) {
    setRun({ file: chosen, stage: 'reading', progress: 0.05, result: null });
    try {
      const csv = await chosen.text();
      update({ stage: 'uploading' });
      const report = await importProducts.mutateAsync({
        csv,
        onProgress: (fraction) =>
          update({ progress: 0.05 + fraction * 0.75, ...(fraction >= 1 ? { stage: 'checking' } : {}) }),
      });
      update({ progress: 1, result: report });
      if (report.outcome === 'imported') toast.success(`${report.imported} products imported successfully`);
    } finally {
      update({ stage: 'idle' });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset(blank);
          setRun(null);
        }
        onOpenChange(next);
      }}
      title="Import Products"
      description={`A CSV file with a header row naming the columns ${productCsvColumns.join(', ')}. Name and price are required; tiers are written as quantity:price, for example 12:4.50|48:4.00. If any row has a problem, nothing is imported.`}
      form={form}
      onSubmit={start}
      submitLabel="Import"
      pendingLabel="Importing..."
      cancelLabel="Close"
      submitDisabled={!file}
      className="sm:max-w-2xl"
    >
      <FileUploadField control={form.control} name="file" label="CSV file" accept=".csv,text/csv" />
      {current && <ImportProgress run={current} />}
      {current?.result && <ImportReport result={current.result} />}
    </FormDialog>
  );
}
