import {
  companyAndMember,
  isFinanceApprover,
  openQuoteStatuses,
  ownWorkRefusal,
  type QuoteDetail,
  quoteMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { RecordStates } from '@/components/record/record-states';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { usePrincipal } from '@/features/auth/api';
import { staffDeliveryMethodsQueryOptions } from '@/features/orders/staff-api';
import { staffQuoteQueryOptions, useSetQuoteDelivery } from '@/features/quotes/staff-api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { QuoteRequestDetails } from '../quote-request-details';
import { BulkAddDialog } from './bulk-add-dialog';
import { ApprovalCard, ConvertDialog, DiscountDialog, EmailQuoteDialog } from './quote-action-dialogs';
import { QuoteActions, type QuoteDialogName } from './quote-actions';
import { DocumentsDialog, InventoryDialog, PriceHistoryDialog } from './quote-info-dialogs';
import { QuoteLines } from './quote-lines';

/** The delivery method, chosen before the quote is emailed or converted; its cost joins the total. */
function QuoteDeliveryMethod({ quote: q, editable }: { quote: QuoteDetail; editable: boolean }) {
  const methods = useQuery(staffDeliveryMethodsQueryOptions);
  const setDelivery = useSetQuoteDelivery(q.id);
  return (
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
  );
}

function QuoteTotals({ quote: q }: { quote: QuoteDetail }) {
  return (
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
  );
}

function QuoteSummary({ quote: q }: { quote: QuoteDetail }) {
  return (
    <>
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
      {/* A partner's quote: its company and the member who asked (docs/product/company-accounts.md, What staff see). */}
      {q.company && <p className="text-sm">{companyAndMember(q.company, q.placedBy)}</p>}
      {q.description && <p>{q.description}</p>}
      <QuoteRequestDetails request={q} />
    </>
  );
}

/** One loaded quote: its state, lines (by category), totals, actions and their dialogs. */
function QuoteCard({ quote: q, onSelect }: { quote: QuoteDetail; onSelect: (id: string) => void }) {
  const principal = usePrincipal();
  const [open, setOpen] = useState<QuoteDialogName | null>(null);
  const editable = (openQuoteStatuses as readonly string[]).includes(q.status);
  // Finance associates and admins decide a quote awaiting approval (docs/product/approvals.md).
  const mayApprove = isFinanceApprover(principal);
  const close = (next: boolean) => !next && setOpen(null);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-2">
        <QuoteSummary quote={q} />
        <QuoteActions quote={q} editable={editable} onOpen={setOpen} onSelect={onSelect} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {q.requiresApproval && (
          <ApprovalCard
            quote={q}
            mayApprove={mayApprove}
            ownWork={ownWorkRefusal('quote', principal.userId, q.authorIds)}
          />
        )}
        <QuoteLines quote={q} />
        <QuoteDeliveryMethod quote={q} editable={editable} />
        <QuoteTotals quote={q} />
      </CardContent>
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

/**
 * The chosen quote, with every action of docs/product/associate-portal.md: loading, not found and a
 * failed read (inline, with Try Again) come from the record kit.
 */
export function QuoteDetailPanel({ quoteId, onSelect }: { quoteId: string; onSelect: (id: string) => void }) {
  const quote = useQuery(staffQuoteQueryOptions(quoteId));
  return (
    <RecordStates
      query={quote}
      loadingLabel="Loading quote..."
      loading={
        <p role="status" className="text-muted-foreground">
          Loading quote...
        </p>
      }
      errorTitle={quoteMessages.loadDetailsFailed}
      // A quote that is not there (or not this associate's to read) tells the same failure, with no Try Again.
      notFoundTitle={quoteMessages.loadDetailsFailed}
    >
      {(q) => <QuoteCard quote={q} onSelect={onSelect} />}
    </RecordStates>
  );
}
