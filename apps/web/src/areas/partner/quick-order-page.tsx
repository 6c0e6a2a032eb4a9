import {
  type QuickOrderCheckLine,
  type QuickOrderCheckResult,
  quickOrderAddedMessage,
  quickOrderCheckSchema,
} from '@party/shared/cart/quick-order-contract';
import { companyMay } from '@party/shared/companies/roles';
import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '@party/shared/pricing/quick-order';
import { ClipboardListIcon, ListPlusIcon, ShoppingCartIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { fileProblem } from '@/components/file-upload-field';
import { FormAlert } from '@/components/form-alert';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { useAddLinesToCart, useCheckQuickOrder } from '@/features/cart/api';
import { cn } from '@/lib/utils';
import { linesAsText, lineText, QuickOrderResults } from './quick-order-results';
import { useSaveLinesAsListDialog } from './save-as-list';

const accept = '.csv,.txt,.tsv';

/** Upload CSV: a button over the real file input, so the keyboard and screen readers reach it as a file input. */
function UploadCsv({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      <UploadIcon aria-hidden="true" /> Upload CSV
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a correction still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** How many lines are ready, what they come to, Save as List and Add all to cart. */
function AddAllBar({
  result,
  adding,
  onAddAll,
  onSaveAsList,
}: {
  result: QuickOrderCheckResult;
  adding: boolean;
  onAddAll: () => void;
  onSaveAsList: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <p className="text-sm" role="status">
        {result.okLines} ready
        {result.problemLines > 0 &&
          `, ${result.problemLines} need${result.problemLines === 1 ? 's' : ''} attention`}
        {result.okLines > 0 && (
          <>
            {' '}
            · <Money amount={result.subtotal} />
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={adding || result.okLines === 0} onClick={onSaveAsList}>
          <ListPlusIcon aria-hidden="true" /> Save as List
        </Button>
        <Button disabled={adding || result.okLines === 0} onClick={onAddAll}>
          <ShoppingCartIcon aria-hidden="true" /> {adding ? 'Adding...' : 'Add all to cart'}
        </Button>
      </div>
    </div>
  );
}

/** Check, correct, upload and add: the screen's actions on the box's text and the last answer. */
function useQuickOrder() {
  const form = useZodForm(quickOrderCheckSchema, { defaultValues: { text: '' } });
  const check = useCheckQuickOrder();
  const add = useAddLinesToCart();
  const navigate = useNavigate();
  const [result, setResult] = useState<QuickOrderCheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const run = async (input: { text: string } | { file: File }) => {
    setFailure(null);
    const answer = await check.mutateAsync(input);
    setResult(answer);
    return answer;
  };
  const recheck = (text: string) => {
    form.setValue('text', text);
    run({ text }).catch((error: Error) => setFailure(error.message));
  };
  const upload = (file: File) => {
    const problem = fileProblem(file, { accept, maxBytes: QUICK_ORDER_FILE_MAX_BYTES });
    if (problem) return setFailure(problem);
    run({ file })
      .then((answer) => form.setValue('text', linesAsText(answer.lines)))
      .catch((error: Error) => setFailure(error.message));
  };
  const correct = (row: QuickOrderCheckLine, quantity: number) =>
    result && recheck(linesAsText(result.lines, { line: row.line, quantity }));
  const readyLines = () =>
    (result?.lines ?? []).flatMap((l) =>
      l.status === 'ok' && l.product && l.quantity ? [{ productId: l.product.id, quantity: l.quantity }] : [],
    );
  const addAll = () => {
    if (!result) return;
    const ready = result.lines.filter((l) => l.status === 'ok' && l.product && l.quantity);
    const rest = result.lines.filter((l) => !ready.includes(l));
    add.mutate(
      { lines: ready.map((l) => ({ productId: l.product!.id, quantity: l.quantity! })) },
      {
        onSuccess: (answer) => {
          const message = quickOrderAddedMessage(answer.added, rest.length);
          setAdded(message);
          toast.success(message, {
            action: { label: 'View Cart', onClick: () => navigate('/partner/cart') },
          });
          // What could not go in stays for correction; the box holds only it.
          if (rest.length > 0) recheck(rest.map((l) => lineText(l)).join('\n'));
          else {
            form.setValue('text', '');
            setResult(null);
          }
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  const submit = async ({ text }: { text: string }) => {
    setAdded(null);
    await run({ text });
  };
  return {
    form,
    result,
    failure,
    added,
    checking: check.isPending,
    adding: add.isPending,
    submit,
    upload,
    correct,
    addAll,
    readyLines,
  };
}

/**
 * Quick Order (docs/product/wholesale-buying.md, "Quick order"): paste or upload SKU and quantity
 * lines, check them all at once at the caller's prices, correct what needs it, add the rest to the
 * cart in one go.
 */
export default function QuickOrderPage() {
  const principal = usePrincipal();
  const quick = useQuickOrder();
  const busy = quick.checking || quick.adding;
  const saving = useSaveLinesAsListDialog();
  if (!companyMay(principal.companyRole, 'shop'))
    return (
      <EmptyState
        icon={ClipboardListIcon}
        title="Quick order is for members who shop"
        description="Your role in your company lets you see orders, not place them."
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Quick Order"
        description={`Type or paste up to ${QUICK_ORDER_MAX_LINES} lines of SKU and quantity, or upload a CSV, and check them at your prices.`}
      />
      <FormPanel
        form={quick.form}
        onSubmit={quick.submit}
        submitLabel="Check lines"
        pendingLabel="Checking..."
        submitDisabled={quick.adding}
        actions={<UploadCsv disabled={busy} onFile={quick.upload} />}
      >
        <FormTextField
          control={quick.form.control}
          name="text"
          label="Paste lines: SKU and quantity"
          hint="One line each, the SKU then the quantity, separated by a space, comma, semicolon or tab."
          placeholder={'BAL-00042 24\nPLT-00107, 12'}
          multiline
          rows={8}
        />
      </FormPanel>
      <FormAlert message={quick.failure} />
      {quick.added && (
        <p role="status" className="text-sm">
          {quick.added}{' '}
          <Link to="/partner/cart" className="font-medium underline">
            View Cart
          </Link>
        </p>
      )}
      {quick.checking && (
        <p role="status" className="text-muted-foreground text-sm">
          Checking lines...
        </p>
      )}
      {quick.result ? (
        <section aria-label="Checked lines" className="flex flex-col gap-3">
          <AddAllBar
            result={quick.result}
            adding={quick.adding}
            onAddAll={quick.addAll}
            onSaveAsList={() => saving.start(quick.readyLines())}
          />
          <QuickOrderResults result={quick.result} busy={busy} onCorrect={quick.correct} />
        </section>
      ) : (
        !quick.checking && (
          <EmptyState
            icon={ClipboardListIcon}
            title="No lines checked yet"
            description="Paste your lines above and choose Check lines, or upload a CSV with a SKU and a quantity on each row."
          />
        )
      )}
      {saving.dialog}
    </div>
  );
}
