import { countOf, type ProductImportResult, productCsvColumns, type WorkProgress } from '@party/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FileUploadField } from '@/components/file-upload-field';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { countText, shareDone, useWorkProgress, WorkProgressBar } from '@/components/work-progress';
import { useImportProducts } from '@/features/products/api';

// The browser sends the file itself; the server streams it to disk, checks it and saves it.
const importFormSchema = z.object({ file: z.instanceof(File, { message: 'Choose a CSV file to import' }) });
const blank = { file: undefined } as unknown as z.input<typeof importFormSchema>;

/** One import of one file: how much of it is uploaded (0–1) and, once checked, the server's report. */
interface ImportRun {
  file: File;
  uploaded: number;
  result: ProductImportResult | null;
}

/** The bar's text and share: the upload, then the server's check and save of the rows, then done. */
function stepOf(run: ImportRun, step: WorkProgress | null): { text: string; share: number | null } {
  if (run.result) return { text: run.result.outcome === 'imported' ? 'Import complete' : '', share: 1 };
  if (step) {
    const verb = step.phase === 'saving' ? 'Saving' : 'Checking';
    return {
      text: `${verb} ${countText(step.done)} of ${countText(step.total)} rows...`,
      share: shareDone(step),
    };
  }
  if (run.uploaded < 1) return { text: 'Uploading...', share: run.uploaded };
  return { text: 'Checking rows...', share: null };
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
        Nothing was imported: {countText(result.badRows)} {result.badRows === 1 ? 'row has' : 'rows have'}{' '}
        problems. Correct them and import the file again.
        {result.errors.length < result.badRows && ` The first ${countText(result.errors.length)} are listed.`}
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
 * Import (docs/product/stock-and-uploads.md): a CSV file, a progress bar while it is sent, checked
 * and saved, then the per-row report. All or nothing: one bad row and no product is added.
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
  const work = useWorkProgress();
  // A newly chosen file starts afresh: the last file's progress and report no longer apply.
  const current = run && run.file === file ? run : null;
  const update = (change: Partial<ImportRun>) => setRun((last) => (last ? { ...last, ...change } : last));

  async function start({ file: chosen }: { file: File }) {
    setRun({ file: chosen, uploaded: 0, result: null });
    const report = await importProducts.mutateAsync({
      file: chosen,
      progressId: work.start(),
      onUpload: (fraction) => update({ uploaded: fraction }),
    });
    update({ result: report });
    if (report.outcome === 'imported')
      toast.success(
        `${countOf(report.imported, { one: 'product', other: 'products' })} imported successfully`,
      );
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
      {current && (importProducts.isPending || current.result) && (
        <WorkProgressBar name="Import progress" {...stepOf(current, work.progress)} />
      )}
      {current?.result && <ImportReport result={current.result} />}
    </FormDialog>
  );
}
