import { quoteDocumentInputSchema, quoteDocumentTypes, quoteMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { StatusBadge, statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
      {stock.isPending ? (
        <p role="status">Loading stock...</p>
      ) : stock.isError ? (
        <FormAlert message={stock.error.message} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="text-right">In stock</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stock.data.items.map((line) => (
              <TableRow key={line.productId ?? line.productName}>
                <TableCell>{line.productName}</TableCell>
                <TableCell className="text-right">{line.quantity}</TableCell>
                <TableCell className="text-right">{line.stockQuantity}</TableCell>
                <TableCell>
                  <StatusBadge entity="quoteStock" status={line.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}

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
      {history.isPending ? (
        <p role="status">Loading price history...</p>
      ) : history.isError || history.data.items.length === 0 ? (
        <p>No price changes recorded for these products.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Product</TableHead>
              <TableHead className="text-right">Previous price</TableHead>
              <TableHead className="text-right">New price</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.changedAt)}</TableCell>
                <TableCell>{row.productName}</TableCell>
                <TableCell className="text-right">
                  {row.previousPrice === null ? '—' : <Money amount={row.previousPrice} />}
                </TableCell>
                <TableCell className="text-right">
                  <Money amount={row.newPrice} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}

const blankDocument = { name: '', documentType: 'note' as const, content: '' };

/** Documents: the quote's documents newest first; add (name required) and delete (after asking). */
export function DocumentsDialog({ quoteId, open, onOpenChange }: InfoProps) {
  const documents = useQuery({ ...quoteDocumentsQueryOptions(quoteId), enabled: open });
  const add = useAddQuoteDocument(quoteId);
  const remove = useDeleteQuoteDocument(quoteId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const form = useZodForm(quoteDocumentInputSchema, { defaultValues: blankDocument });
  useEffect(() => {
    if (documents.isError) toast.error(quoteMessages.loadDocumentsFailed);
  }, [documents.isError]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(quoteMessages.documentAdded);
      form.reset(blankDocument);
    } catch {
      toast.error(quoteMessages.addDocumentFailed);
    }
  });

  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Documents"
      description="Notes and files kept with this quote."
    >
      <form onSubmit={submit} className="flex flex-col gap-3 border-b pb-4" noValidate>
        <FormTextField control={form.control} name="name" label="Document name" />
        <FormSelect
          control={form.control}
          name="documentType"
          label="Type"
          options={quoteDocumentTypes.map((t) => ({ value: t, label: statusLabel(t) }))}
        />
        <FormTextField control={form.control} name="content" label="Content" multiline rows={3} />
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Document'}
        </Button>
      </form>
      {documents.isPending ? (
        <p role="status">Loading documents...</p>
      ) : documents.isError ? (
        <FormAlert message={quoteMessages.loadDocumentsFailed} />
      ) : documents.data.items.length === 0 ? (
        <p className="pt-4">No documents yet</p>
      ) : (
        <ul className="flex flex-col divide-y pt-2">
          {documents.data.items.map((doc) => (
            <li key={doc.id} className="flex items-start justify-between gap-3 py-2">
              <div className="flex flex-col">
                <span className="font-medium">{doc.name}</span>
                <span className="text-muted-foreground text-sm">
                  {statusLabel(doc.documentType)} · {doc.uploadedByName ?? 'Unknown User'} ·{' '}
                  {formatDateTime(doc.uploadedAt)}
                </span>
                {doc.content && <p className="whitespace-pre-wrap text-sm">{doc.content}</p>}
              </div>
              <Button variant="outline" size="sm" onClick={() => setDeleting(doc.id)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
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
