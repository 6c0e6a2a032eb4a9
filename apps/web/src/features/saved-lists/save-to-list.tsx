import { savedListMessages } from '@party/shared/pricing/saved-lists-contract';
import { useQuery } from '@tanstack/react-query';
import { ListPlusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { savedListsQueryOptions, useAddSavedListLine, useCreateSavedList } from './api';
import { ListNameDialog } from './list-name-dialog';

/** The company's lists in the menu: loading, failed, or each list to pick. */
function ListChoices({ onPick }: { onPick: (list: { id: string; name: string }) => void }) {
  const lists = useQuery(savedListsQueryOptions);
  if (lists.data)
    return lists.data.items.length === 0 ? (
      <DropdownMenuItem disabled>No lists yet</DropdownMenuItem>
    ) : (
      lists.data.items.map((list) => (
        <DropdownMenuItem key={list.id} onSelect={() => onPick(list)}>
          <span className="truncate">{list.name}</span>
        </DropdownMenuItem>
      ))
    );
  return (
    <DropdownMenuItem disabled>
      {lists.isPending ? 'Loading lists...' : 'Lists could not be loaded.'}
    </DropdownMenuItem>
  );
}

/**
 * "Save to List" (docs/product/wholesale-buying.md, "Saved lists"): the chosen quantity of the
 * product onto one of the company's lists (summed with its line there), or onto a new list.
 */
export function SaveToList({
  productId,
  quantity,
  className,
}: {
  productId: string;
  quantity: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const add = useAddSavedListLine();
  const create = useCreateSavedList();

  function addTo(list: { id: string; name: string }) {
    add.mutate(
      { id: list.id, productId, quantity },
      {
        onSuccess: () => toast.success(savedListMessages.addedToList(list.name)),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button size="lg" variant="outline" disabled={add.isPending} className={className}>
            <ListPlusIcon aria-hidden="true" />
            {add.isPending ? 'Saving...' : 'Save to List'}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-80 w-64 overflow-y-auto">
          <DropdownMenuLabel>Save {quantity.toLocaleString('en-AU')} to a list</DropdownMenuLabel>
          {open && <ListChoices onPick={addTo} />}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New List...
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ListNameDialog
        open={creating}
        onOpenChange={setCreating}
        title="New List"
        description={`Saves ${quantity.toLocaleString('en-AU')} of this product on a new list for your company.`}
        submitLabel="Create List"
        onSave={async (name) => {
          const list = await create.mutateAsync({ name, lines: [{ productId, quantity }] });
          toast.success(savedListMessages.created(list.name));
        }}
      />
    </>
  );
}
