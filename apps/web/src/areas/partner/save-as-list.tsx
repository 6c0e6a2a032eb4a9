import type { Order, SavedList, SavedListLineInput } from '@party/shared';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateSavedList, useSaveOrderAsList } from '@/features/saved-lists/api';
import { ListNameDialog } from '@/features/saved-lists/list-name-dialog';

/**
 * Save as List (docs/product/wholesale-buying.md, "Saved lists"): the name asked in a dialog, the
 * list saved, and a toast that leads to it. `start` opens the dialog; render `dialog` once.
 */
function useSaveAsList<Source>(
  describe: (source: Source) => { description: string; initialName: string },
  save: (source: Source, name: string) => Promise<SavedList>,
): { start: (source: Source) => void; dialog: ReactNode } {
  const [source, setSource] = useState<Source | null>(null);
  const navigate = useNavigate();
  const shown = source === null ? null : describe(source);
  const dialog = (
    <ListNameDialog
      open={source !== null}
      onOpenChange={(open) => !open && setSource(null)}
      title="Save as List"
      description={shown?.description}
      initialName={shown?.initialName ?? ''}
      submitLabel="Save List"
      onSave={async (name) => {
        const list = await save(source!, name);
        toast.success(`Saved as '${list.name}'`, {
          action: { label: 'View List', onClick: () => navigate(`/partner/lists/${list.id}`) },
        });
      }}
    />
  );
  return { start: setSource, dialog };
}

/** A past order's lines as a new list, named after the order until the member names it. */
export function useSaveOrderAsListDialog(beforeOpen: () => void) {
  const save = useSaveOrderAsList();
  const saving = useSaveAsList<Order>(
    (order) => ({
      description: `The lines of order #${order.orderNumber}, for your company to order again.`,
      initialName: `Order #${order.orderNumber}`,
    }),
    (order, name) => save.mutateAsync({ orderId: order.id, name }),
  );
  return {
    start: (order: Order) => {
      beforeOpen();
      saving.start(order);
    },
    dialog: saving.dialog,
  };
}

/** Quick order's ready lines as a new list. */
export function useSaveLinesAsListDialog() {
  const create = useCreateSavedList();
  return useSaveAsList<SavedListLineInput[]>(
    () => ({
      description: 'The lines ready to order, as a list your company can add to the cart again.',
      initialName: '',
    }),
    (lines, name) => create.mutateAsync({ name, lines }),
  );
}
