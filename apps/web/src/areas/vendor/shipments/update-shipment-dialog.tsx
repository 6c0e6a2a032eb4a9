import { shipmentMessages, shipmentStatuses, updateShipmentSchema, type VendorShipment } from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { statusMaps } from '@/components/status-badge';
import { useUpdateShipment } from '@/features/purchasing/vendor-api';

const statusOptions = shipmentStatuses.map((status) => ({
  value: status,
  label: statusMaps.shipment[status].label,
}));

/**
 * the shipment Update dialog: tracking number, carrier, status and notes. Delivered is final
 * (its stock was received), so a delivered shipment keeps its status and only its details change.
 */
export function UpdateShipmentDialog({
  shipment,
  onOpenChange,
}: {
  shipment: VendorShipment | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateShipment(shipment?.id ?? '');
  const form = useZodForm(updateShipmentSchema, {
    defaultValues: { trackingNumber: '', carrier: '', status: 'preparing', notes: '' },
  });
  useEffect(() => {
    if (shipment)
      form.reset({
        trackingNumber: shipment.trackingNumber ?? '',
        carrier: shipment.carrier ?? '',
        status: shipment.status,
        notes: shipment.notes ?? '',
      });
  }, [shipment, form]);
  const delivered = shipment?.status === 'delivered';

  return (
    <FormDialog
      open={shipment !== null}
      onOpenChange={onOpenChange}
      title={shipment ? `Update shipment for ${shipment.poNumber}` : 'Update shipment'}
      description={
        delivered
          ? 'This shipment was delivered and its stock received; you can still correct its details.'
          : 'Marking it Delivered adds the goods to Party Central’s stock.'
      }
      form={form}
      submitLabel="Update Shipment"
      pendingLabel="Updating..."
      onError={(error) =>
        toast.error(shipmentMessages.failure(error instanceof Error ? error.message : String(error)))
      }
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(shipmentMessages.success);
        onOpenChange(false);
      }}
    >
      <FormTextField
        control={form.control}
        name="trackingNumber"
        label="Tracking Number"
        autoComplete="off"
      />
      <FormTextField control={form.control} name="carrier" label="Carrier" autoComplete="off" />
      <FormSelect
        control={form.control}
        name="status"
        label="Status"
        options={statusOptions}
        disabled={delivered}
      />
      <FormTextField control={form.control} name="notes" label="Notes" multiline rows={3} />
    </FormDialog>
  );
}
