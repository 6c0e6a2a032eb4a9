import { categoryLabel, openQuoteStatuses, ownWorkRefusal, quoteMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePrincipal } from '@/features/auth/api';
import { staffDeliveryMethodsQueryOptions } from '@/features/orders/staff-api';
import {
  staffQuoteQueryOptions,
  useDuplicateQuote,
  useRecordQuoteResponse,
  useSetQuoteDelivery,
} from '@/features/quotes/staff-api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { QuoteRequestDetails } from '../quote-request-details';
import { BulkAddDialog } from './bulk-add-dialog';
import { ApprovalCard, ConvertDialog, DiscountDialog, EmailQuoteDialog } from './quote-action-dialogs';
import { DocumentsDialog, InventoryDialog, PriceHistoryDialog } from './quote-info-dialogs';

type Open = 'add' | 'discount' | 'documents' | 'email' | 'convert' | 'history' | 'inventory' | null;

/** The chosen quote: its state, lines (by category), totals and every action of spec 3. */
export function QuoteDetailPanel({ quoteId, onSelect }: { quoteId: string; onSelect: (id: string) => void }) {
  const principal = usePrincipal();
  const quote = useQuery(staffQuoteQueryOptions(quoteId));
  const duplicate = useDuplicateQuote(quoteId);
  const respond = useRecordQuoteResponse(quoteId);
  const methods = useQuery(staffDeliveryMethodsQueryOptions);
  const setDelivery = useSetQuoteDelivery(quoteId);
  const [declining, setDeclining] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [category, setCategory] = useState('all');
  useEffect(() => {
    if (quote.isError) toast.error(quoteMessages.loadDetailsFailed);
  }, [quote.isError]);

  if (quote.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading quote...
      </p>
    );
  if (quote.isError)
    return (
      <EmptyState
        title={quoteMessages.loadDetailsFailed}
        description={quote.error.message}
        action={<Button onClick={() => void quote.refetch()}>Try Again</Button>}
      />
    );
  const q = quote.data;
  const editable = (openQuoteStatuses as readonly string[]).includes(q.status);
  const categories = [...new Set(q.items.flatMap((i) => (i.category ? [i.category] : [])))];
  const lines = category === 'all' ? q.items : q.items.filter((i) => i.category === category);
  const mayApprove = principal.isAdmin || principal.associateRole === 'finance';
  const close = (next: boolean) => !next && setOpen(null);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-xl">{q.title}</CardTitle>
          <StatusBadge entity="quote" status={q.status} />
          {q.approvalStatus && <StatusBadge entity="quoteApproval" status={q.approvalStatus} />}
        </div>
        <p className="text-muted-foreground text-sm">
          {q.quoteNumber} · {q.customerName}
          {q.companyName ? ` (${q.companyName})` : ''} · {q.customerEmail} · created{' '}
          {formatDateTime(q.createdAt)} · viewed {q.viewCount} {q.viewCount === 1 ? 'time' : 'times'}
          {q.emailSentAt ? ` · emailed ${formatDateTime(q.emailSentAt)} to ${q.emailRecipient}` : ''}
        </p>
        {q.description && <p>{q.description}</p>}
        <QuoteRequestDetails request={q} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!editable} onClick={() => setOpen('add')}>
            Bulk Add
          </Button>
          <Button
            variant="outline"
            disabled={!editable || q.items.length === 0}
            onClick={() => setOpen('discount')}
          >
            Apply Discount
          </Button>
          <Button variant="outline" onClick={() => setOpen('documents')}>
            Documents
          </Button>
          {/* Gated as Convert to Order is: no price awaiting approval reaches the customer. */}
          <Button variant="outline" disabled={!q.canConvert} onClick={() => setOpen('email')}>
            Email Quote
          </Button>
          <Button
            variant="outline"
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(undefined, {
                onSuccess: (copy) => {
                  toast.success(quoteMessages.duplicated);
                  onSelect(copy.id);
                },
                onError: () => toast.error(quoteMessages.duplicateFailed),
              })
            }
          >
            Duplicate
          </Button>
          <Button variant="outline" disabled={q.items.length === 0} onClick={() => setOpen('history')}>
            Price History
          </Button>
          <Button variant="outline" disabled={q.items.length === 0} onClick={() => setOpen('inventory')}>
            Check Inventory
          </Button>
          {q.status === 'sent' && (
            <>
              <Button
                variant="outline"
                disabled={respond.isPending}
                onClick={() =>
                  respond.mutate(
                    { status: 'accepted' },
                    { onError: (failure) => toast.error(failure.message) },
                  )
                }
              >
                Mark Accepted
              </Button>
              <Button variant="outline" disabled={respond.isPending} onClick={() => setDeclining(true)}>
                Mark Declined
              </Button>
            </>
          )}
          <Button disabled={!q.canConvert} onClick={() => setOpen('convert')}>
            Convert to Order
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {q.requiresApproval && (
          <ApprovalCard
            quote={q}
            mayApprove={mayApprove}
            ownWork={ownWorkRefusal('quote', principal.userId, q.authorIds)}
          />
        )}
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="quote-category-filter">Category</Label>
            <OptionSelect
              id="quote-category-filter"
              value={category}
              onValueChange={setCategory}
              options={[
                { value: 'all', label: 'All Categories' },
                ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
              ]}
            />
          </div>
        </div>
        {q.items.length === 0 ? (
          <EmptyState title="No products on this quote yet" description="Use Bulk Add to add products." />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Product</TableHead>
                <TableHead>Category</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead className="text-right">Unit Price</TableHead>
                <TableHead className="text-right">Total</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell>{line.category ? categoryLabel(line.category) : 'Unknown Product'}</TableCell>
                  <TableCell className="text-right">{line.quantity.toLocaleString('en-AU')}</TableCell>
                  <TableCell className="text-right">
                    <Money amount={line.pricePerUnit} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Money amount={line.lineTotal} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <div className="flex flex-col gap-1">
          <Label htmlFor="quote-delivery-method">Delivery method</Label>
          <OptionSelect
            id="quote-delivery-method"
            value={q.deliveryMethodId ?? ''}
            placeholder="Choose before emailing or converting"
            disabled={!editable || setDelivery.isPending}
            onValueChange={(deliveryMethodId) =>
              setDelivery.mutate({ deliveryMethodId }, { onError: (failure) => toast.error(failure.message) })
            }
            options={(methods.data?.items ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} · ${formatMoney(m.cost)}`,
            }))}
          />
        </div>
        <dl className="ml-auto grid grid-cols-2 gap-x-6 gap-y-1 text-right" aria-label="Quote totals">
          <dt>Subtotal</dt>
          <dd>
            <Money amount={q.totalAmount} />
          </dd>
          <dt>
            Discount
            {q.discountType === 'percentage' && q.discountValue !== null ? ` (${q.discountValue}%)` : ''}
            {q.promoCode ? ` · ${q.promoCode}` : ''}
          </dt>
          <dd>
            −<Money amount={q.discountAmount} />
          </dd>
          <dt>Delivery{q.deliveryMethodName ? ` (${q.deliveryMethodName})` : ''}</dt>
          <dd>
            <Money amount={q.deliveryCost} />
          </dd>
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold" data-testid="quote-net-total">
            <Money amount={q.netTotal} />
          </dd>
        </dl>
      </CardContent>
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Mark this quote as declined?"
        description="A declined quote can no longer be changed or converted to an order."
        confirmLabel="Mark Declined"
        destructive
        pending={respond.isPending}
        onConfirm={() =>
          respond.mutate(
            { status: 'declined' },
            {
              onError: (failure) => toast.error(failure.message),
              onSettled: () => setDeclining(false),
            },
          )
        }
      />
      <BulkAddDialog quote={q} open={open === 'add'} onOpenChange={close} />
      <DiscountDialog quote={q} open={open === 'discount'} onOpenChange={close} />
      <EmailQuoteDialog quote={q} open={open === 'email'} onOpenChange={close} />
      <ConvertDialog quote={q} open={open === 'convert'} onOpenChange={close} />
      <DocumentsDialog quoteId={q.id} open={open === 'documents'} onOpenChange={close} />
      <InventoryDialog quoteId={q.id} open={open === 'inventory'} onOpenChange={close} />
      <PriceHistoryDialog quoteId={q.id} open={open === 'history'} onOpenChange={close} />
    </Card>
  );
}
