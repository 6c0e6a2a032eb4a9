import { type PriceListSummary, priceListMessages } from '@party/shared';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeletePriceList } from '@/features/price-lists/api';

/** Asks before deleting a list for good; a toast says how it went, and `onDeleted` follows a success. */
export function DeletePriceListDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: Pick<PriceListSummary, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePriceList();
  return (
    <ConfirmDialog
      open={list !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this price list?"
      description={`"${list?.name ?? ''}" and its prices will be removed, and the companies and segments it is assigned to will pay their other prices. This cannot be undone.`}
      confirmLabel="Delete Price List"
      cancelLabel="Keep Price List"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!list) return;
        remove.mutate(list.id, {
          onSuccess: () => {
            toast.success(priceListMessages.deleted);
            onClose();
            onDeleted?.();
          },
          onError: (error) => toast.error(error.message),
        });
      }}
    />
  );
}
