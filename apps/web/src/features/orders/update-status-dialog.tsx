import {
  type StaffOrder,
  staffOrderMessages,
  staffSettableOrderStatuses,
  statusUpdatedMessage,
  updateOrderStatusSchema,
} from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusMaps } from '@/components/status-badge';
import { type OrdersScope, useUpdateOrderStatus } from './staff-api';

const statusOptions = staffSettableOrderStatuses.map((value) => ({
  value,
  label: statusMaps.order[value].label,
}));

/** docs/product/associate-portal.md, Orders: the Update Order Status dialog (status required, notes optional). */
export function UpdateStatusDialog({
  order,
  open,
  onOpenChange,
  scope = 'associate',
}: {
  order: StaffOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admin Order Management saves through /api/admin/orders. */
  scope?: OrdersScope;
}) {
  const update = useUpdateOrderStatus(scope);
  const form = useZodForm(updateOrderStatusSchema, { defaultValues: { notes: '' } });
  const { reset } = form;
  // A change needs a status chosen, so each opening starts without one.
  useEffect(() => {
    if (open) reset({ notes: '' });
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Order Status"
      description={`Order #${order.orderNumber} for ${order.partnerName} is ${statusMaps.order[order.status].label}. Notes are added to the delivery notes with today's date.`}
      form={form}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: order.id, body: values });
        toast.success(statusUpdatedMessage(values.status));
        onOpenChange(false);
      }}
      onError={(error) =>
        toast.error(staffOrderMessages.statusFailed, {
          description: error instanceof Error ? error.message : undefined,
        })
      }
      submitLabel="Update Status"
      pendingLabel="Updating..."
    >
      <FormSelect
        control={form.control}
        name="status"
        label="Status"
        options={statusOptions}
        placeholder="Select status"
      />
      <FormTextField
        control={form.control}
        name="notes"
        label="Notes"
        hint="Optional. Shown to the partner in the delivery notes."
        multiline
        rows={3}
      />
    </FormDialog>
  );
}
