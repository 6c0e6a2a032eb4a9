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

/** One saved address with Edit, Set as default (not on the default) and Delete, unless read-only. */
function AddressCard({
  address: a,
  onEdit,
  onMakeDefault,
  makingDefault,
  onDelete,
  readOnly,
}: {
  address: PartnerAddress;
  onEdit: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
  onDelete: () => void;
  readOnly: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" aria-label={a.label}>
      <div className="flex items-center gap-2">
        <p className="font-medium">{a.label}</p>
        {a.isDefault && <Badge variant="success">Default</Badge>}
      </div>
      <p className="text-sm">{a.name}</p>
      <p className="text-muted-foreground text-sm">{formatAddress(a)}</p>
      {!readOnly && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" /> Edit
          </Button>
          {!a.isDefault && (
            <Button size="sm" variant="outline" onClick={onMakeDefault} disabled={makingDefault}>
              <StarIcon aria-hidden="true" /> Set as default
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/** Asks before deleting an address; closes once it is gone. */
function DeleteAddressDialog({ address, onClose }: { address: PartnerAddress | null; onClose: () => void }) {
  const remove = useDeleteAddress();
  const confirmDelete = () => {
    if (!address) return;
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success('Address deleted');
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this address?"
      description={address ? `${address.label}: ${formatAddress(address)}` : ''}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}

/**
 * The company's delivery addresses (docs/product/partner-portal.md: account Business tab, used by
 * checkout): list, add, edit, delete with confirmation, and choose the default. Shared by the
 * company's members; a viewer sees them read-only (docs/product/company-accounts.md, "Roles").
 */
export function AddressBook({ readOnly = false }: { readOnly?: boolean }) {
  const addresses = useQuery(addressesQueryOptions);
  const setDefault = useUpdateAddress();
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
  return (
    <section aria-labelledby="address-book-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-book-heading" className="font-semibold text-lg">
          Delivery addresses
        </h2>
        {!readOnly && (
          <Button onClick={() => openDialog(null)}>
            <PlusIcon aria-hidden="true" /> Add address
          </Button>
        )}
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
              <AddressCard
                key={a.id}
                address={a}
                onEdit={() => openDialog(a)}
                onMakeDefault={() => makeDefault(a)}
                makingDefault={setDefault.isPending}
                onDelete={() => setDeleting(a)}
                readOnly={readOnly}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <AddressDialog open={dialogOpen} onOpenChange={setDialogOpen} address={editing} />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
