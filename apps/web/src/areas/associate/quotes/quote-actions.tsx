import { type QuoteDetail, quoteMessages } from '@party/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDuplicateQuote, useRecordQuoteResponse } from '@/features/quotes/staff-api';

/** The dialogs the quote's action buttons open. */
export type QuoteDialogName =
  | 'add'
  | 'discount'
  | 'documents'
  | 'email'
  | 'convert'
  | 'history'
  | 'inventory';

/** Mark Accepted and Mark Declined (after asking) for a sent quote, as the customer answered. */
function CustomerResponseButtons({ quoteId }: { quoteId: string }) {
  const respond = useRecordQuoteResponse(quoteId);
  const [declining, setDeclining] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        disabled={respond.isPending}
        onClick={() =>
          respond.mutate({ status: 'accepted' }, { onError: (failure) => toast.error(failure.message) })
        }
      >
        Mark Accepted
      </Button>
      <Button variant="outline" disabled={respond.isPending} onClick={() => setDeclining(true)}>
        Mark Declined
      </Button>
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
    </>
  );
}

/** Every action on the chosen quote, each off when the quote's state does not allow it. */
export function QuoteActions({
  quote: q,
  editable,
  onOpen,
  onSelect,
}: {
  quote: QuoteDetail;
  editable: boolean;
  onOpen: (dialog: QuoteDialogName) => void;
  onSelect: (id: string) => void;
}) {
  const duplicate = useDuplicateQuote(q.id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={!editable} onClick={() => onOpen('add')}>
        Bulk Add
      </Button>
      <Button
        variant="outline"
        disabled={!editable || q.items.length === 0}
        onClick={() => onOpen('discount')}
      >
        Apply Discount
      </Button>
      <Button variant="outline" onClick={() => onOpen('documents')}>
        Documents
      </Button>
      {/* Gated as Convert to Order is: no price awaiting approval reaches the customer. */}
      <Button variant="outline" disabled={!q.canConvert} onClick={() => onOpen('email')}>
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
      <Button variant="outline" disabled={q.items.length === 0} onClick={() => onOpen('history')}>
        Price History
      </Button>
      <Button variant="outline" disabled={q.items.length === 0} onClick={() => onOpen('inventory')}>
        Check Inventory
      </Button>
      {q.status === 'sent' && <CustomerResponseButtons quoteId={q.id} />}
      <Button disabled={!q.canConvert} onClick={() => onOpen('convert')}>
        Convert to Order
      </Button>
    </div>
  );
}
