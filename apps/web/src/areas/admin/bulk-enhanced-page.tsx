import { type BulkOperation, type BulkPreview, type BulkPreviewRow, bulkMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

const scopeOptions = [{ value: 'all', label: 'All products' }, ...categoryOptions];
const count = (n: number) => n.toLocaleString('en-AU');

const previewColumns: ColumnDef<BulkPreviewRow, unknown>[] = [
  { accessorKey: 'name', header: 'Product' },
  { accessorKey: 'before', header: 'Before' },
  { accessorKey: 'after', header: 'After' },
];

/** Enhanced Bulk (PRODUCT.md): a dry run of every row changed, the run with its progress, undo of the latest run. */
export default function BulkEnhancedPage() {
  const [change, setChange] = useState<BulkChange>(blankBulkChange);
  const [scope, setScope] = useState('all');
  const [nameFilter, setNameFilter] = useState('');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [applied, setApplied] = useState<BulkOperation | null>(null);
  const [undoing, setUndoing] = useState<BulkOperation | null>(null);
  // Rows written so far by the run or undo under way, sent by the server while its transaction runs.
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useLiveInvalidate({
    events: ['bulk.progress'],
    queryKeys: [],
    onEvent: (data) => setProgress(data as { done: number; total: number }),
  });
  const runs = useQuery(bulkOperationsQueryOptions);
  const previewChange = useBulkPreview();
  const run = useRunBulkChange();
  const undo = useUndoBulkChange();

  const body = () => ({
    ...bulkChangeBody(change),
    filter: {
      ...(scope === 'all' ? {} : { category: scope as never }),
      ...(nameFilter.trim() ? { search: nameFilter.trim() } : {}),
    },
  });
  // A new change or scope needs a new dry run before it can be applied.
  const edit = (apply: () => void) => {
    apply();
    setPreview(null);
    setApplied(null);
  };

  const onPreview = () =>
    previewChange.mutate(body(), {
      onSuccess: (result) => {
        setPreview(result);
        setApplied(null);
      },
      onError: (error) => toast.error(error.message),
    });
  const onApply = () => {
    setProgress(null);
    run.mutate(body(), {
      onSuccess: (result) => {
        setApplied(result);
        setPreview(null);
        toast.success(bulkMessages.applied(result.totalCount));
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const onUndo = (target: BulkOperation) => {
    setProgress(null);
    undo.mutate(target.id, {
      onSuccess: (result) => {
        setUndoing(null);
        setApplied(null);
        toast.success(bulkMessages.undone(result.totalCount));
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const runColumns: ColumnDef<BulkOperation, unknown>[] = [
    { accessorKey: 'createdAt', header: 'When', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { accessorKey: 'summary', header: 'Change' },
    {
      accessorKey: 'totalCount',
      header: 'Products',
      cell: ({ row }) => count(row.original.totalCount),
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
          <Button size="sm" variant="outline" onClick={() => setUndoing(row.original)}>
            Undo
          </Button>
        ) : null,
    },
  ];

  const busy = previewChange.isPending || run.isPending;
  const total = preview?.rows.length ?? applied?.totalCount ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Enhanced Bulk"
        description="Preview every product a change touches, apply it in one run, and undo the latest run."
      />
      <Card>
        <CardHeader>
          <CardTitle>Change</CardTitle>
          <CardDescription>Nothing is written until you apply the previewed change.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-4">
            <BulkChangeFields
              idPrefix="enhanced-bulk"
              value={change}
              onChange={(next) => edit(() => setChange(next))}
              disabled={busy}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="enhanced-bulk-scope">Products</Label>
              <OptionSelect
                id="enhanced-bulk-scope"
                value={scope}
                onValueChange={(next) => edit(() => setScope(next))}
                options={scopeOptions}
                disabled={busy}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="enhanced-bulk-name">Name contains</Label>
              <Input
                id="enhanced-bulk-name"
                value={nameFilter}
                maxLength={100}
                onChange={(e) => {
                  const next = e.target.value;
                  edit(() => setNameFilter(next));
                }}
                disabled={busy}
              />
            </div>
            <Button onClick={onPreview} disabled={busy}>
              {previewChange.isPending ? 'Previewing...' : 'Preview changes'}
            </Button>
          </div>
        </CardContent>
      </Card>

      {(preview || run.isPending || applied) && (
        <Card>
          <CardHeader>
            <CardTitle>{applied ? 'Applied' : 'Preview'}</CardTitle>
            <CardDescription>
              {preview
                ? `${count(preview.rows.length)} of ${count(preview.matched)} matching products change.`
                : applied
                  ? `${applied.summary} on ${count(applied.totalCount)} products.`
                  : null}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {(run.isPending || applied) && (
              <div className="flex flex-col gap-1" role="status">
                <Label htmlFor="enhanced-bulk-progress">
                  {applied
                    ? `${count(applied.processedCount)} of ${count(applied.totalCount)} products updated`
                    : progress
                      ? `Writing ${count(progress.done)} of ${count(progress.total)} changes...`
                      : `Applying ${count(total)} changes...`}
                </Label>
                {/* One transaction: nothing is visible to others until the last row is written. */}
                <progress
                  id="enhanced-bulk-progress"
                  className="h-2 w-full accent-primary"
                  max={Math.max(progress?.total ?? total, 1)}
                  value={applied ? applied.processedCount : progress?.done}
                />
              </div>
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
                      Apply {count(preview.rows.length)} changes
                    </Button>
                  </div>
                </>
              ))}
          </CardContent>
        </Card>
      )}

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
              columns={runColumns}
              data={data.items}
              getRowId={(r) => r.id}
              pageSize={10}
            />
          )}
        </ListStates>
      </section>

      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title="Undo this bulk run?"
        description={
          undoing
            ? undo.isPending && progress
              ? `Restored ${count(progress.done)} of ${count(progress.total)} products...`
              : `${undoing.summary}: every one of the ${count(undoing.totalCount)} products gets back the value it had before.`
            : ''
        }
        confirmLabel="Undo run"
        pending={undo.isPending}
        onConfirm={() => undoing && onUndo(undoing)}
      />
    </div>
  );
}
