import {
  type BulkOperation,
  type BulkPreview,
  type BulkPreviewRow,
  bulkMessages,
  type WorkProgress,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { ListStates } from '@/components/list/list-states';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { countText, shareDone, useWorkProgress, WorkProgressBar } from '@/components/work-progress';
import {
  bulkOperationsQueryOptions,
  useBulkPreview,
  useRunBulkChange,
  useUndoBulkChange,
} from '@/features/bulk/api';
import {
  type BulkChange,
  BulkChangeFields,
  blankBulkChange,
  bulkChangeBody,
  categoryOptions,
} from '@/features/bulk/bulk-change-fields';
import { formatDateTime } from '@/lib/format';

const scopeOptions = [{ value: 'all', label: 'All products' }, ...categoryOptions];

const previewColumns: ColumnDef<BulkPreviewRow, unknown>[] = [
  { accessorKey: 'name', header: 'Product' },
  { accessorKey: 'before', header: 'Before' },
  { accessorKey: 'after', header: 'After' },
];

/** The change and its products as typed; `onEdit` runs on each edit. */
function useBulkDraft(onEdit: () => void) {
  const [change, setChange] = useState<BulkChange>(blankBulkChange);
  const [scope, setScope] = useState('all');
  const [nameFilter, setNameFilter] = useState('');
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onEdit();
    };
  const body = () => ({
    ...bulkChangeBody(change),
    filter: {
      ...(scope === 'all' ? {} : { category: scope as never }),
      ...(nameFilter.trim() ? { search: nameFilter.trim() } : {}),
    },
  });
  return {
    change,
    scope,
    nameFilter,
    onChange: edit(setChange),
    onScope: edit(setScope),
    onNameFilter: edit(setNameFilter),
    body,
  };
}

/**
 * Enhanced Bulk (docs/product/admin-area.md): a dry run of every row changed, the run with its
 * progress, undo of the latest run.
 */
export default function BulkEnhancedPage() {
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [applied, setApplied] = useState<BulkOperation | null>(null);
  const [undoing, setUndoing] = useState<BulkOperation | null>(null);
  // Rows written so far by the run or undo under way, told by the server while its transaction runs.
  const work = useWorkProgress();
  const previewChange = useBulkPreview();
  const run = useRunBulkChange();

  // A new change or scope needs a new dry run before it can be applied.
  const draft = useBulkDraft(() => {
    setPreview(null);
    setApplied(null);
  });

  const onPreview = () =>
    previewChange.mutate(draft.body(), {
      onSuccess: (result) => {
        setPreview(result);
        setApplied(null);
      },
      onError: (error) => toast.error(error.message),
    });
  const onApply = () => {
    run.mutate(
      { input: draft.body(), progressId: work.start() },
      {
        onSuccess: (result) => {
          setApplied(result);
          setPreview(null);
          toast.success(bulkMessages.applied(result.totalCount));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const busy = previewChange.isPending || run.isPending;
  const total = preview?.rows.length ?? applied?.totalCount ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Enhanced Bulk"
        description="Preview every product a change touches, apply it in one run, and undo the latest run."
      />
      <ChangeCard {...draft} busy={busy} previewing={previewChange.isPending} onPreview={onPreview} />

      {(preview || run.isPending || applied) && (
        <ResultCard
          preview={preview}
          applied={applied}
          running={run.isPending}
          progress={work.progress}
          total={total}
          busy={busy}
          onApply={onApply}
        />
      )}

      <RecentRuns onUndo={setUndoing} />

      <UndoRunDialog
        undoing={undoing}
        progress={work.progress}
        onStart={work.start}
        onClose={() => setUndoing(null)}
        onUndone={() => {
          setUndoing(null);
          setApplied(null);
        }}
      />
    </div>
  );
}

/** The runs' columns; the latest run that can be undone has Undo. */
function runColumns(onUndo: (run: BulkOperation) => void): ColumnDef<BulkOperation, unknown>[] {
  return [
    { accessorKey: 'createdAt', header: 'When', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { accessorKey: 'summary', header: 'Change' },
    {
      accessorKey: 'totalCount',
      header: 'Products',
      cell: ({ row }) => countText(row.original.totalCount),
      meta: { className: 'text-right' },
    },
    { accessorKey: 'createdByName', header: 'By', cell: ({ row }) => row.original.createdByName ?? '—' },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="bulkOperation" status={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.canUndo ? (
          <Button size="sm" variant="outline" onClick={() => onUndo(row.original)}>
            Undo
          </Button>
        ) : null,
    },
  ];
}

/** The change, the products it applies to, and Preview changes (a dry run). */
function ChangeCard({
  change,
  scope,
  nameFilter,
  onChange,
  onScope,
  onNameFilter,
  busy,
  previewing,
  onPreview,
}: {
  change: BulkChange;
  scope: string;
  nameFilter: string;
  onChange: (change: BulkChange) => void;
  onScope: (scope: string) => void;
  onNameFilter: (text: string) => void;
  busy: boolean;
  previewing: boolean;
  onPreview: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change</CardTitle>
        <CardDescription>Nothing is written until you apply the previewed change.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <BulkChangeFields idPrefix="enhanced-bulk" value={change} onChange={onChange} disabled={busy} />
          <FormField label="Products" className="gap-1">
            {(controlProps) => (
              <OptionSelect
                {...controlProps}
                value={scope}
                onValueChange={onScope}
                options={scopeOptions}
                disabled={busy}
              />
            )}
          </FormField>
          <FormField label="Name contains" className="gap-1">
            <Input
              value={nameFilter}
              maxLength={100}
              onChange={(e) => onNameFilter(e.target.value)}
              disabled={busy}
            />
          </FormField>
          <Button onClick={onPreview} disabled={busy}>
            {previewing ? 'Previewing...' : 'Preview changes'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The dry run's rows and Apply, then the run's progress and what it applied. */
function ResultCard({
  preview,
  applied,
  running,
  progress,
  total,
  busy,
  onApply,
}: {
  preview: BulkPreview | null;
  applied: BulkOperation | null;
  running: boolean;
  progress: WorkProgress | null;
  total: number;
  busy: boolean;
  onApply: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{applied ? 'Applied' : 'Preview'}</CardTitle>
        <CardDescription>
          {preview
            ? `${countText(preview.rows.length)} of ${countText(preview.matched)} matching products change.`
            : applied
              ? `${applied.summary} on ${countText(applied.totalCount)} products.`
              : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* One transaction: nothing is visible to others until the last row is written. */}
        {(running || applied) && (
          <WorkProgressBar
            text={
              applied
                ? `${countText(applied.processedCount)} of ${countText(applied.totalCount)} products updated`
                : progress
                  ? `Writing ${countText(progress.done)} of ${countText(progress.total)} changes...`
                  : `Applying ${countText(total)} changes...`
            }
            share={applied ? 1 : progress && shareDone(progress)}
          />
        )}
        {preview &&
          (preview.rows.length === 0 ? (
            <p className="text-muted-foreground">{bulkMessages.noChange}.</p>
          ) : (
            <>
              <DataTable
                caption="Rows this change updates"
                columns={previewColumns}
                data={preview.rows}
                getRowId={(row) => row.id}
                pageSize={20}
              />
              <div>
                <Button onClick={onApply} disabled={busy}>
                  Apply {countText(preview.rows.length)} changes
                </Button>
              </div>
            </>
          ))}
      </CardContent>
    </Card>
  );
}

function RecentRuns({ onUndo }: { onUndo: (run: BulkOperation) => void }) {
  const runs = useQuery(bulkOperationsQueryOptions);
  return (
    <section aria-labelledby="bulk-runs-heading" className="flex flex-col gap-3">
      <h2 id="bulk-runs-heading" className="font-semibold text-lg">
        Recent runs
      </h2>
      <ListStates
        query={runs}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading bulk runs"
        errorTitle="Failed to load bulk runs"
        empty={
          <EmptyState
            icon={HistoryIcon}
            title="No bulk runs yet"
            description="Applied changes appear here."
          />
        }
      >
        {(data) => (
          <DataTable
            caption="Bulk runs"
            columns={runColumns(onUndo)}
            data={data.items}
            getRowId={(r) => r.id}
            pageSize={10}
          />
        )}
      </ListStates>
    </section>
  );
}

/** Asks before undoing a run; while it runs, how many products are restored so far. */
function UndoRunDialog({
  undoing,
  progress,
  onStart,
  onClose,
  onUndone,
}: {
  undoing: BulkOperation | null;
  progress: WorkProgress | null;
  /** Starts following the undo's progress: the id its request sends. */
  onStart: () => string;
  onClose: () => void;
  onUndone: () => void;
}) {
  const undo = useUndoBulkChange();
  const pending = undo.isPending;
  const onConfirm = (target: BulkOperation) => {
    undo.mutate(
      { id: target.id, progressId: onStart() },
      {
        onSuccess: (result) => {
          onUndone();
          toast.success(bulkMessages.undone(result.totalCount));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <ConfirmDialog
      open={undoing !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Undo this bulk run?"
      description={
        undoing
          ? pending && progress
            ? `Restored ${countText(progress.done)} of ${countText(progress.total)} products...`
            : `${undoing.summary}: every one of the ${countText(undoing.totalCount)} products gets back the value it had before.`
          : ''
      }
      confirmLabel="Undo run"
      pending={pending}
      onConfirm={() => undoing && onConfirm(undoing)}
    />
  );
}
