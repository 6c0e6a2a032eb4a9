import { categoryLabel, type VendorProduct, type VendorProductList, vendorMessages } from '@party/shared';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CheckCircleIcon,
  DollarSignIcon,
  LayersIcon,
  PackageIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import {
  useLiveVendorProducts,
  useRemoveVendorProduct,
  vendorProductsQueryOptions,
} from '@/features/vendors/api';
import { vendorPriceLabel } from '@/features/vendors/labels';
import { AddVendorProductDialog, EditVendorProductDialog } from './vendor-product-dialog';

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-AU');

/** The catalog's columns; Edit and Remove hand the row's offer up. */
function catalogColumns(
  onEdit: (offer: VendorProduct) => void,
  onRemove: (offer: VendorProduct) => void,
): ColumnDef<VendorProduct, unknown>[] {
  return [
    {
      id: 'product',
      header: 'Product',
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
      id: 'vendorPrice',
      header: vendorPriceLabel,
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.vendorPrice} />,
    },
    { id: 'sku', header: 'SKU', meta: { detail: true }, cell: ({ row }) => row.original.vendorSku ?? '—' },
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
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${row.original.product.name}`}
            onClick={() => onEdit(row.original)}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${row.original.product.name}`}
            onClick={() => onRemove(row.original)}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      ),
    },
  ];
}

function CatalogFigures({
  stats,
  loading,
}: {
  stats: VendorProductList['stats'] | undefined;
  loading: boolean;
}) {
  return (
    <StatCards
      label="Catalog figures"
      loading={loading}
      stats={[
        { label: 'Total Products', value: count(stats?.totalProducts), icon: PackageIcon },
        { label: 'Available', value: count(stats?.available), icon: CheckCircleIcon },
        {
          label: 'Avg. Price',
          value: <Money amount={stats?.averagePrice ?? 0} currency />,
          icon: DollarSignIcon,
        },
        { label: 'Categories', value: count(stats?.categories), icon: LayersIcon },
      ]}
    />
  );
}

/** Remove, after the confirm dialog: the offer being removed, and the removal with its toasts. */
function useRemoveOffer() {
  const remove = useRemoveVendorProduct();
  const [removing, setRemoving] = useState<VendorProduct | null>(null);
  async function confirmRemove(offer: VendorProduct) {
    try {
      await remove.mutateAsync(offer.id);
      toast.success(vendorMessages.productRemoved);
    } catch (error) {
      toast.error(vendorMessages.removeFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setRemoving(null);
    }
  }
  return { removing, setRemoving, remove, confirmRemove };
}

/**
 * /vendor/products: the Product Catalog (docs/product/vendor-portal.md): four figures, the offers with Edit
 * and Remove.
 */
export default function VendorProductsPage() {
  useLiveVendorProducts();
  const products = useQuery(vendorProductsQueryOptions);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<VendorProduct | null>(null);
  const { removing, setRemoving, remove, confirmRemove } = useRemoveOffer();

  const columns = useMemo(() => catalogColumns(setEditing, setRemoving), [setRemoving]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Product Catalog"
        description="The products you supply to Party Central, at your prices."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add Product
          </Button>
        }
      />

      <CatalogFigures stats={products.data?.stats} loading={products.isPending} />

      <ListStates
        query={products}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading your catalog..."
        errorTitle="Failed to load your catalog"
        empty={
          <EmptyState
            icon={PackageIcon}
            title="No products in your catalog yet"
            description="Add the products you supply so Party Central can order them from you."
            action={<Button onClick={() => setAdding(true)}>Add Your First Product</Button>}
          />
        }
      >
        {(data) => (
          <DataTable
            caption="Your catalog products"
            columns={columns}
            data={data.items}
            getRowId={(p) => p.id}
          />
        )}
      </ListStates>

      <AddVendorProductDialog open={adding} onOpenChange={setAdding} />
      <EditVendorProductDialog offer={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Product"
        description={vendorMessages.removeConfirm}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </div>
  );
}
