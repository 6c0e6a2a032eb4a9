import {
  type QuoteDocumentList,
  type QuoteInventory,
  type QuotePriceHistory,
  quoteDocumentInputSchema,
  quoteDocumentTypes,
  quoteMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { FormAlert } from '@/components/form-alert';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { StatusBadge, statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  quoteDocumentsQueryOptions,
  quoteInventoryQueryOptions,
  quotePriceHistoryQueryOptions,
  useAddQuoteDocument,
  useDeleteQuoteDocument,
} from '@/features/quotes/staff-api';
import { formatDateTime } from '@/lib/format';

interface InfoProps {
  quoteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function InfoDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: Omit<InfoProps, 'quoteId'> & { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[28rem] overflow-y-auto">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

type StockLine = QuoteInventory['items'][number];
const stockColumns: ColumnDef<StockLine, unknown>[] = [
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName },
  {
    id: 'quantity',
    header: 'Quantity',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.quantity,
  },
  {
    id: 'stock',
    header: 'In stock',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.stockQuantity,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="quoteStock" status={row.original.status} />,
  },
];

/** Check Inventory: each line's stock against its quantity (Out of Stock / Low Stock / In Stock). */
export function InventoryDialog({ quoteId, open, onOpenChange }: InfoProps) {
  const stock = useQuery({ ...quoteInventoryQueryOptions(quoteId), enabled: open });
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Check Inventory"
      description="Stock for each line."
    >
      <ListStates
        query={stock}
        isEmpty={() => false}
        empty={null}
        loadingLabel="Loading stock..."
        loading={<p role="status">Loading stock...</p>}
        errorTitle="Loading stock failed"
        error={(error) => <FormAlert message={error?.message} />}
      >
        {(data) => (
          <DataTable
            caption="Stock for each line"
            columns={stockColumns}
            data={data.items}
            getRowId={(line) => line.productId ?? line.productName}
          />
        )}
      </ListStates>
    </InfoDialog>
  );
}

type PriceChange = QuotePriceHistory['items'][number];
const priceColumns: ColumnDef<PriceChange, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDateTime(row.original.changedAt) },
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName },
  {
    id: 'previousPrice',
    header: 'Previous price',
    meta: { className: 'text-right' },
    cell: ({ row }) =>
      row.original.previousPrice === null ? '—' : <Money amount={row.original.previousPrice} />,
  },
  {
    id: 'newPrice',
    header: 'New price',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.newPrice} />,
  },
];

const noPriceChanges = <p>No price changes recorded for these products.</p>;

/** Price History: the price changes of the quote's products, newest first. */
export function PriceHistoryDialog({ quoteId, open, onOpenChange }: InfoProps) {
  const history = useQuery({ ...quotePriceHistoryQueryOptions(quoteId), enabled: open });
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Price History"
      description="Price changes of the products on this quote, newest first."
    >
      <ListStates
        query={history}
        isEmpty={(data) => data.items.length === 0}
        empty={noPriceChanges}
        loadingLabel="Loading price history..."
        loading={<p role="status">Loading price history...</p>}
        errorTitle="No price changes recorded for these products."
        // History is extra reading beside the quote: a failed read says there is nothing to show.
        error={() => noPriceChanges}
      >
        {(data) => (
          <DataTable
            caption="Price history"
            columns={priceColumns}
            data={data.items}
            getRowId={(row) => row.id}
          />
        )}
      </ListStates>
    </InfoDialog>
  );
}

const blankDocument = { name: '', documentType: 'note' as const, content: '' };
const documentTypeOptions = quoteDocumentTypes.map((t) => ({ value: t, label: statusLabel(t) }));

/** Add a document: name required; the form empties after each one added. */
function AddDocumentForm({ quoteId }: { quoteId: string }) {
  const add = useAddQuoteDocument(quoteId);
  const form = useZodForm(quoteDocumentInputSchema, { defaultValues: blankDocument });
  return (
    <FormPanel
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        toast.success(quoteMessages.documentAdded);
        form.reset(blankDocument);
      }}
      onError={() => toast.error(quoteMessages.addDocumentFailed)}
      submitLabel="Add Document"
      pendingLabel="Adding..."
      className="gap-3 border-b pb-4"
    >
      <FormTextField control={form.control} name="name" label="Document name" />
      <FormSelect control={form.control} name="documentType" label="Type" options={documentTypeOptions} />
      <FormTextField control={form.control} name="content" label="Content" multiline rows={3} />
    </FormPanel>
  );
}

type QuoteDocument = QuoteDocumentList['items'][number];

function DocumentItem({ doc, onDelete }: { doc: QuoteDocument; onDelete: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="flex flex-col">
        <span className="font-medium">{doc.name}</span>
        <span className="text-muted-foreground text-sm">
          {statusLabel(doc.documentType)} · {doc.uploadedByName ?? 'Unknown User'} ·{' '}
          {formatDateTime(doc.uploadedAt)}
        </span>
        {doc.content && <p className="whitespace-pre-wrap text-sm">{doc.content}</p>}
      </div>
      <Button variant="outline" size="sm" onClick={onDelete}>
        Delete
      </Button>
    </li>
  );
}

/** Documents: the quote's documents newest first; add (name required) and delete (after asking). */
export function DocumentsDialog({ quoteId, open, onOpenChange }: InfoProps) {
  const documents = useQuery({ ...quoteDocumentsQueryOptions(quoteId), enabled: open });
  const remove = useDeleteQuoteDocument(quoteId);
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Documents"
      description="Notes and files kept with this quote."
    >
      <AddDocumentForm quoteId={quoteId} />
      <ListStates
        query={documents}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="pt-4">No documents yet</p>}
        loadingLabel="Loading documents..."
        loading={<p role="status">Loading documents...</p>}
        errorTitle={quoteMessages.loadDocumentsFailed}
      >
        {(data) => (
          <ul className="flex flex-col divide-y pt-2">
            {data.items.map((doc) => (
              <DocumentItem key={doc.id} doc={doc} onDelete={() => setDeleting(doc.id)} />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this document?"
        description="This action cannot be undone."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => toast.success(quoteMessages.documentDeleted),
            onError: () => toast.error(quoteMessages.deleteDocumentFailed),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </InfoDialog>
  );
}
