import type { PartnerAddress } from '@party/shared/addresses/contract';
import { useQuery } from '@tanstack/react-query';
import { MapPinIcon, PencilIcon, PlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AddressDialog } from './address-dialog';
import { addressesQueryOptions, useDeleteAddress, useUpdateAddress } from './api';

/** One line of an address, as a label would print it. */
export function formatAddress(a: Pick<PartnerAddress, 'address' | 'city' | 'state' | 'postalCode'>): string {
  return `${a.address}, ${a.city} ${a.state} ${a.postalCode}`;
}

/**
 * The partner's delivery addresses (PRODUCT.md: account Business tab, used by checkout): list, add,
 * edit, delete with confirmation, and choose the default.
 */
export function AddressBook() {
  const addresses = useQuery(addressesQueryOptions);
  const setDefault = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<PartnerAddress | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<PartnerAddress | null>(null);

  const openDialog = (address: PartnerAddress | null) => {
    setEditing(address);
    setDialogOpen(true);
  };
  const makeDefault = (address: PartnerAddress) =>
    setDefault.mutate(
      { id: address.id, isDefault: true },
      {
        onSuccess: () => toast.success(`${address.label} is now your default address`),
        onError: (error) => toast.error(error.message),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Address deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <section aria-labelledby="address-book-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-book-heading" className="font-semibold text-lg">
          Delivery addresses
        </h2>
        <Button onClick={() => openDialog(null)}>
          <PlusIcon aria-hidden="true" /> Add address
        </Button>
      </div>
      <ListStates
        query={addresses}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading addresses"
        loading={
          <ListSkeleton
            label="Loading addresses"
            rows={2}
            rowClassName="h-28"
            className="grid gap-3 sm:grid-cols-2"
          />
        }
        errorTitle="Addresses could not be loaded."
        empty={
          <EmptyState
            icon={MapPinIcon}
            title="No delivery addresses yet"
            description="Save the places you order to, and checkout fills them in for you."
          />
        }
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.items.map((a) => (
              <li key={a.id} className="flex flex-col gap-2 rounded-lg border p-4" aria-label={a.label}>
                <div className="flex items-center gap-2">
                  <p className="font-medium">{a.label}</p>
                  {a.isDefault && <Badge variant="success">Default</Badge>}
                </div>
                <p className="text-sm">{a.name}</p>
                <p className="text-muted-foreground text-sm">{formatAddress(a)}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button size="sm" variant="outline" onClick={() => openDialog(a)}>
                    <PencilIcon aria-hidden="true" /> Edit
                  </Button>
                  {!a.isDefault && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => makeDefault(a)}
                      disabled={setDefault.isPending}
                    >
                      <StarIcon aria-hidden="true" /> Set as default
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(a)}>
                    <Trash2Icon aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <AddressDialog open={dialogOpen} onOpenChange={setDialogOpen} address={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this address?"
        description={deleting ? `${deleting.label}: ${formatAddress(deleting)}` : ''}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
