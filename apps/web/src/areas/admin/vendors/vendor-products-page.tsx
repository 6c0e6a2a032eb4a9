import { type AdminVendorProduct, adminVendorProductMessages, categoryLabel } from '@party/shared';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PackageIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  adminVendorProductsQueryOptions,
  useAdminRemoveVendorProduct,
  useLiveAdminVendorProducts,
} from '@/features/vendors/admin-api';
import { vendorPriceLabel } from '@/features/vendors/labels';
import { AdminAddVendorProductDialog, AdminEditVendorProductDialog } from './vendor-product-dialogs';

const availabilityOptions = [
  { value: 'all', label: 'All Offers' },
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
];

const listOptions = {
  filters: { availability: { values: ['all', 'available', 'unavailable'], default: 'all' } },
  extraFilters: ['vendor'],
};

/** The offers' columns, with Edit and Remove on each row. */
function offerColumns(
  setEditing: (offer: AdminVendorProduct) => void,
  setRemoving: (offer: AdminVendorProduct) => void,
): ColumnDef<AdminVendorProduct, unknown>[] {
  return [
    {
      id: 'vendor',
      header: 'Vendor',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => row.original.vendor.companyName,
    },
    {
      id: 'product',
      header: 'Product',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.product.name}</span>
          <span className="text-muted-foreground text-xs">
            {categoryLabel(row.original.product.category)}
          </span>
        </div>
      ),
    },
    {
      id: 'sku',
      header: 'Vendor SKU',
      meta: { detail: true },
      cell: ({ row }) => row.original.vendorSku ?? '—',
    },
    {
      id: 'vendorPrice',
      header: vendorPriceLabel,
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.vendorPrice} />,
    },
    {
      id: 'moq',
      header: 'Min. Order',
      meta: { className: 'tabular-nums', detail: true },
      cell: ({ row }) => row.original.minimumOrderQuantity.toLocaleString('en-AU'),
    },
    {
      id: 'leadTime',
      header: 'Lead Time',
      meta: { className: 'tabular-nums', detail: true },
      cell: ({ row }) => countOf(row.original.leadTimeDays, { one: 'day', other: 'days' }),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge entity="vendorOffer" status={row.original.isAvailable ? 'available' : 'unavailable'} />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right' },
      cell: ({ row }) => <OfferActions offer={row.original} onEdit={setEditing} onRemove={setRemoving} />,
    },
  ];
}

/**
 * /admin/vendors/products (the vendor product list of docs/product/admin-area.md, on real offers): every vendor's
 * catalog offers, searched and filtered by vendor and availability, with Add, Edit and Remove. The
 * vendor's Product Catalog refreshes live on each change.
 */
export default function AdminVendorProductsPage() {
  useLiveAdminVendorProducts();
  const list = useListParams(listOptions);
  // The vendor filter's values are the companies the list brings, so it lives beside the kit's filters.
  const [params, setParams] = useSearchParams();
  const vendorId = params.get('vendor') ?? 'all';
  const setVendor = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'all') next.delete('vendor');
      else next.set('vendor', value);
      next.delete('page');
      return next;
    });
  const offers = useQuery(
    adminVendorProductsQueryOptions({
      search: list.query.search || undefined,
      vendorId: vendorId === 'all' ? undefined : vendorId,
      availability: list.query.filters.availability as 'all' | 'available' | 'unavailable',
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const vendors = offers.data?.vendors ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminVendorProduct | null>(null);
  const [removing, setRemoving] = useState<AdminVendorProduct | null>(null);

  const columns = useMemo(() => offerColumns(setEditing, setRemoving), []);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Vendor Products"
        description="Every vendor's catalog offers: the prices, quantities and lead times purchase orders use."
        actions={
          <>
            <Link to="/admin/vendors" className={buttonVariants({ variant: 'outline' })}>
              Vendor Administration
            </Link>
            <Button onClick={() => setAdding(true)} disabled={vendors.length === 0}>
              <PlusIcon aria-hidden="true" />
              Add Product
            </Button>
          </>
        }
      />
      <OfferFilters list={list} vendorId={vendorId} setVendor={setVendor} vendors={vendors} />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No vendor products match"
        query={offers}
        loadingLabel="Loading vendor products..."
        errorTitle="Failed to load vendor products"
        empty={
          <EmptyState
            icon={PackageIcon}
            title="No vendor products yet"
            description={
              vendors.length === 0
                ? 'No vendor has set up its company yet.'
                : "Add a product to a vendor's catalog, or wait for vendors to add their own."
            }
          />
        }
        caption="Vendor products"
        columns={columns}
        getRowId={(o) => o.id}
        onPageChange={list.setPage}
      />

      <AdminAddVendorProductDialog open={adding} onOpenChange={setAdding} vendors={vendors} />
      <AdminEditVendorProductDialog offer={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RemoveOfferDialog offer={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

/** Search, then vendor and availability filters, kept in the address. */
function OfferFilters({
  list,
  vendorId,
  setVendor,
  vendors,
}: {
  list: ReturnType<typeof useListParams<'availability'>>;
  vendorId: string;
  setVendor: (value: string) => void;
  vendors: { id: string; companyName: string }[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ListSearch
        label="Search vendor products"
        placeholder="Search by product, SKU or vendor..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <OptionSelect
        aria-label="Filter by vendor"
        className="w-56"
        value={vendorId}
        onValueChange={setVendor}
        options={[
          { value: 'all', label: 'All Vendors' },
          ...vendors.map((v) => ({ value: v.id, label: v.companyName })),
        ]}
      />
      <OptionSelect
        aria-label="Filter by availability"
        className="w-44"
        value={list.query.filters.availability}
        onValueChange={(value) => list.setFilter('availability', value)}
        options={availabilityOptions}
      />
    </div>
  );
}

/** Asks before removing an offer from a vendor's catalog. */
function RemoveOfferDialog({ offer, onClose }: { offer: AdminVendorProduct | null; onClose: () => void }) {
  const remove = useAdminRemoveVendorProduct();
  async function confirmRemove(offer: AdminVendorProduct) {
    try {
      await remove.mutateAsync(offer.id);
      toast.success(adminVendorProductMessages.removed);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove Vendor Product"
      description={
        offer ? adminVendorProductMessages.removeConfirm(offer.product.name, offer.vendor.companyName) : ''
      }
      confirmLabel="Remove"
      destructive
      pending={remove.isPending}
      onConfirm={() => offer && void confirmRemove(offer)}
    />
  );
}

function OfferActions({
  offer,
  onEdit,
  onRemove,
}: {
  offer: AdminVendorProduct;
  onEdit: (offer: AdminVendorProduct) => void;
  onRemove: (offer: AdminVendorProduct) => void;
}) {
  const label = `${offer.product.name} (${offer.vendor.companyName})`;
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" aria-label={`Edit ${label}`} onClick={() => onEdit(offer)}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" size="sm" aria-label={`Remove ${label}`} onClick={() => onRemove(offer)}>
        <Trash2Icon aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}
