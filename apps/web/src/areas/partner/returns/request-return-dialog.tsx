import {
  type CreateReturnInput,
  createReturnSchema,
  RETURN_NOTES_MAX,
  type ReturnableOrder,
  returnReasonLabels,
  returnReasonValues,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { Money } from '@/components/money';
import { RecordStates } from '@/components/record/record-states';
import { ordersQueryOptions } from '@/features/orders/api';
import { returnableQueryOptions, useRequestReturn } from '@/features/returns/api';
import { formatDate } from '@/lib/format';
import { useIdempotentSubmit } from '@/lib/use-idempotent-submit';
import { QuantityStepper } from '../quantity-stepper';

const reasonOptions = returnReasonValues.map((value) => ({ value, label: returnReasonLabels[value] }));
// No reason chosen yet: the form's defaults may leave it out.
const blank = { orderId: '', lines: [], notes: '' };

type Lines = CreateReturnInput['lines'];

/** Each line that may still come back with a stepper from 0 to what may; lines at 0 are left out. */
function LinePicker({
  order,
  lines,
  onChange,
  error,
}: {
  order: ReturnableOrder;
  lines: Lines;
  onChange: (lines: Lines) => void;
  error?: string;
}) {
  if (!order.open)
    return (
      <p role="alert" className="text-destructive text-sm">
        {order.lastDay
          ? `The return window for this order closed on ${formatDate(order.lastDay)}.`
          : 'Returns are turned off at the moment.'}
      </p>
    );
  const quantityOf = (id: string) => lines.find((l) => l.orderItemId === id)?.quantity ?? 0;
  const set = (id: string, quantity: number) =>
    onChange([
      ...lines.filter((l) => l.orderItemId !== id),
      ...(quantity > 0 ? [{ orderItemId: id, quantity }] : []),
    ]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">
        Items to return (until {order.lastDay ? formatDate(order.lastDay) : ''})
      </legend>
      <ul className="flex flex-col divide-y rounded-md border">
        {order.lines.map((line) => (
          <li
            key={line.orderItemId}
            className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm"
          >
            <span>
              <span className="font-medium">{line.productName}</span>{' '}
              <span className="text-muted-foreground">
                (<Money amount={line.unitPrice} /> each; up to {line.returnable.toLocaleString('en-AU')})
              </span>
            </span>
            <QuantityStepper
              value={quantityOf(line.orderItemId)}
              label={`Quantity of ${line.productName} to return`}
              min={0}
              max={line.returnable}
              disabled={line.returnable === 0}
              onChange={(quantity) => set(line.orderItemId, quantity)}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReturnableLines({
  orderId,
  lines,
  onChange,
  error,
}: {
  orderId: string;
  lines: Lines;
  onChange: (l: Lines) => void;
  error?: string;
}) {
  const returnable = useQuery(returnableQueryOptions(orderId));
  return (
    <RecordStates
      query={returnable}
      loadingLabel="Loading the order's items"
      errorTitle="Could not load this order's items."
      notFoundTitle="Order not found."
    >
      {(order) => <LinePicker order={order} lines={lines} onChange={onChange} error={error} />}
    </RecordStates>
  );
}

/**
 * Request a Return (docs/product/returns.md): a delivered order, the lines and how many of each
 * (capped at what may still come back), a reason and notes; sent once per Idempotency-Key. The
 * return's page opens next, where photos are added.
 */
export function RequestReturnDialog({
  open,
  onOpenChange,
  orderId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId?: string;
}) {
  const navigate = useNavigate();
  // The newest delivered orders to choose from, the most one page holds (the list is paged).
  const delivered = useQuery({ ...ordersQueryOptions('delivered', 'all', 1, 100), enabled: open });
  const form = useZodForm(createReturnSchema, { defaultValues: { ...blank, orderId: orderId ?? '' } });
  const { reset, watch, setValue, formState } = form;
  useEffect(() => {
    if (open) reset({ ...blank, orderId: orderId ?? '' });
  }, [open, orderId, reset]);
  const request = useRequestReturn();
  const send = useIdempotentSubmit(request.mutateAsync);
  const chosen = watch('orderId');
  const lines = watch('lines');
  const orderOptions = (delivered.data?.items ?? []).map((o) => ({
    value: o.id,
    label: `#${o.orderNumber}, delivered ${o.deliveredAt ? formatDate(o.deliveredAt) : ''}`,
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request a Return"
      description="Choose the delivered order, the items and how many, and tell us why. You can add photos next."
      form={form}
      onSubmit={async (values) => {
        const created = await send(values);
        onOpenChange(false);
        navigate(`/partner/returns/${created.id}`);
      }}
      submitLabel="Request Return"
      pendingLabel="Sending..."
      className="sm:max-w-2xl"
    >
      <FormSelect
        control={form.control}
        name="orderId"
        label="Delivered order"
        placeholder={
          delivered.isPending
            ? 'Loading orders...'
            : orderOptions.length === 0
              ? 'No delivered orders to return'
              : 'Choose an order'
        }
        options={orderOptions}
      />
      {chosen && (
        <ReturnableLines
          orderId={chosen}
          lines={lines}
          onChange={(next) => setValue('lines', next, { shouldValidate: formState.isSubmitted })}
          error={formState.errors.lines?.message ?? formState.errors.lines?.root?.message}
        />
      )}
      <FormSelect
        control={form.control}
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        options={reasonOptions}
      />
      <FormTextField
        control={form.control}
        name="notes"
        label="Notes"
        hint={`Optional, up to ${RETURN_NOTES_MAX.toLocaleString('en-AU')} characters.`}
        multiline
        rows={3}
      />
    </FormDialog>
  );
}
