import { type ReceiveReturnInput, type ReturnDetail, receiveReturnSchema } from '@party/shared';
import { useEffect } from 'react';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { useReceiveReturn } from '@/features/returns/api';

const dispositionOptions = [
  { value: 'restock', label: 'Restock' },
  { value: 'write_off', label: 'Write off' },
];

const defaultsOf = (detail: ReturnDetail): ReceiveReturnInput => ({
  lines: detail.lines.map((l) => ({ orderItemId: l.orderItemId, disposition: 'restock' })),
});

/**
 * Mark Received (docs/product/returns.md): each line restocked or written off as damaged, once; the
 * dialog is the confirmation, as the adjustment note is issued and cannot be taken back.
 */
export function ReceiveReturnDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: ReturnDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(receiveReturnSchema, { defaultValues: defaultsOf(detail) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(defaultsOf(detail));
  }, [open, detail, reset]);
  const receive = useReceiveReturn();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Mark return ${detail.number} received?`}
      description="Restocked lines go back on the shelf; written-off lines change no stock. The adjustment note is issued and the partner is emailed. This cannot be undone."
      form={form}
      onSubmit={async (values) => {
        await receive.mutateAsync({ id: detail.id, lines: values.lines });
        onOpenChange(false);
      }}
      submitLabel="Mark Received"
      pendingLabel="Receiving..."
    >
      {detail.lines.map((line, i) => (
        <FormSelect
          key={line.orderItemId}
          control={form.control}
          name={`lines.${i}.disposition`}
          label={`${line.productName} × ${line.quantity.toLocaleString('en-AU')}`}
          options={dispositionOptions}
        />
      ))}
    </FormDialog>
  );
}
