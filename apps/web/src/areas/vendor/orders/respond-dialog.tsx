import {
  businessDay,
  respondMessages,
  respondToPurchaseOrderSchema,
  type VendorPurchaseOrder,
} from '@party/shared';
import { useEffect, useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { useRespondToPurchaseOrder } from '@/features/purchasing/vendor-api';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { cn } from '@/lib/utils';

const blank = { decision: 'accept' as const, estimatedDeliveryDate: '', notes: '' };
const decisions = [
  { value: 'accept', label: 'Accept' },
  { value: 'reject', label: 'Reject' },
] as const;

type RespondInput = z.input<typeof respondToPurchaseOrderSchema>;
type Respond = z.output<typeof respondToPurchaseOrderSchema>;

/** Accept or Reject, as two radio cards. */
function DecisionField({ control }: { control: Control<RespondInput, unknown, Respond> }) {
  const groupId = useId();
  return (
    <Controller
      control={control}
      name="decision"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">Response</legend>
          <div className="flex gap-3">
            {decisions.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'flex flex-1 cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  field.value === option.value && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name={`${groupId}-decision`}
                  value={option.value}
                  checked={field.value === option.value}
                  onChange={() => field.onChange(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/**
 * The Respond dialog (docs/product/vendor-portal.md), for a pending PO only: accept (with an optional
 * estimated delivery date
 * and notes) or reject (with the reason). The delivery date shows only for accept; the notes are
 * 'Notes (Optional)' for accept and 'Rejection Reason' for reject.
 */
export function RespondDialog({
  purchaseOrder,
  onOpenChange,
}: {
  purchaseOrder: VendorPurchaseOrder | null;
  onOpenChange: (open: boolean) => void;
}) {
  const respond = useRespondToPurchaseOrder(purchaseOrder?.id ?? '');
  const send = useIdempotentSubmit(respond.mutateAsync);
  const form = useZodForm(respondToPurchaseOrderSchema, { defaultValues: blank });
  const decision = useWatch({ control: form.control, name: 'decision' });

  const id = purchaseOrder?.id;
  useEffect(() => {
    if (id) form.reset(blank);
  }, [id, form]);
  // A rejection carries no delivery date: the server refuses one.
  useEffect(() => {
    if (decision === 'reject') form.setValue('estimatedDeliveryDate', '');
  }, [decision, form]);

  return (
    <FormDialog
      open={purchaseOrder !== null}
      onOpenChange={onOpenChange}
      title={purchaseOrder ? `Respond to ${purchaseOrder.poNumber}` : 'Respond to purchase order'}
      description={
        purchaseOrder ? (
          <>
            {purchaseOrder.lines.length === 1 ? '1 line' : `${purchaseOrder.lines.length} lines`}, total{' '}
            <Money amount={purchaseOrder.totalAmount} />.
          </>
        ) : undefined
      }
      form={form}
      submitLabel="Submit Response"
      pendingLabel="Submitting..."
      onError={(error) =>
        toast.error(respondMessages.failure(error instanceof Error ? error.message : String(error)))
      }
      onSubmit={async (values) => {
        await send(values);
        toast.success(respondMessages.success);
        onOpenChange(false);
      }}
    >
      <DecisionField control={form.control} />
      {decision === 'accept' && (
        <FormTextField
          control={form.control}
          name="estimatedDeliveryDate"
          label="Estimated Delivery Date"
          type="date"
          min={businessDay()}
        />
      )}
      <FormTextField
        control={form.control}
        name="notes"
        label={decision === 'accept' ? 'Notes (Optional)' : 'Rejection Reason'}
        multiline
        rows={3}
      />
    </FormDialog>
  );
}
