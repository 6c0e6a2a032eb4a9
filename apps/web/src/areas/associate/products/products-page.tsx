import {
  categoryLabel,
  hasProductManagementAbility,
  STAFF_PRODUCTS_PAGE_SIZE,
  type StaffProduct,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  AlertTriangleIcon,
  ArchiveXIcon,
  DollarSignIcon,
  DownloadIcon,
  MoreHorizontalIcon,
  PackageIcon,
  PercentIcon,
  PlusIcon,
  UploadIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { downloadFile } from '@/components/file-download';
import { ListSearch } from '@/components/list/list-search';
import { ListSkeleton } from '@/components/list/list-states';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePrincipal } from '@/features/auth/api';
import {
  exportHref,
  productStatsQueryOptions,
  staffProductsQueryOptions,
  useBulkDeleteProducts,
  useBulkFeatureProducts,
  useDeleteProduct,
  useLiveProducts,
} from '@/features/products/api';
import { RaisePurchaseOrderDialog } from '@/features/purchasing/raise-purchase-order-dialog';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ImportDialog } from './import-dialog';
import { InventoryHistoryDialog } from './inventory-history-dialog';
import { PriceHistoryDialog } from './price-history-dialog';
import { ProductAnalytics } from './product-analytics';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { productTexts } from './texts';

type Open =
  | { kind: 'add' }
  | {
      kind: 'edit' | 'details' | 'adjust' | 'reorder' | 'delete' | 'inventory' | 'prices';
      product: StaffProduct;
    }
  | { kind: 'import' }
  | null;

const listOptions = { pageSize: STAFF_PRODUCTS_PAGE_SIZE };

/** Products and Inventory (spec 3 section 2): figures, search, the product table and its dialogs. */
export default function ProductsPage() {
  const principal = usePrincipal();
  const canManage = hasProductManagementAbility(principal.associateRole);
  const list = useListParams(listOptions);
  const products = useQuery(staffProductsQueryOptions({ search: list.query.search, page: list.query.page }));
  const stats = useQuery(productStatsQueryOptions);
  useLiveProducts();
  const [open, setOpen] = useState<Open>(null);
  const [bulkDelete, setBulkDelete] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const remove = useDeleteProduct();
  const removeMany = useBulkDeleteProducts();
  const feature = useBulkFeatureProducts();
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (products.isError) toast.error(productTexts.loadFailed, { id: 'products-load-failed' });
  }, [products.isError]);

  const close = () => setOpen(null);
  const show = (
    kind: Exclude<NonNullable<Open>, { kind: 'add' | 'import' }>['kind'],
    product: StaffProduct,
  ) => setOpen({ kind, product });

  const columns = useMemo(
    (): ColumnDef<StaffProduct, unknown>[] => [
      {
        id: 'name',
        header: 'Product Name',
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.name}</span>
            {row.original.isFeatured && <span className="text-muted-foreground text-xs">Featured</span>}
          </div>
        ),
      },
      { id: 'category', header: 'Category', cell: ({ row }) => categoryLabel(row.original.category) },
      {
        id: 'price',
        header: 'Price',
        meta: { className: 'text-right' },
        cell: ({ row }) => <Money amount={row.original.price} />,
      },
      {
        id: 'cost',
        header: 'Cost',
        meta: { className: 'text-right' },
        cell: ({ row }) => <Money amount={row.original.cost} />,
      },
      {
        id: 'stock',
        header: 'Stock',
        meta: { className: 'text-right tabular-nums' },
        cell: ({ row }) => row.original.stockQuantity.toLocaleString('en-AU'),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadge entity="stock" status={row.original.stockStatus} />,
      },
      {
        id: 'actions',
        header: 'Actions',
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Actions for ${row.original.name}`}>
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setOpen({ kind: 'details', product: row.original })}>
                View Details
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpen({ kind: 'edit', product: row.original })}>
                Edit
              </DropdownMenuItem>
              {canManage && (
                <>
                  <DropdownMenuItem onSelect={() => setOpen({ kind: 'adjust', product: row.original })}>
                    Adjust Stock
                  </DropdownMenuItem>
                  {/* PRODUCT.md: a low-stock product is reordered from a vendor that offers it. */}
                  {row.original.stockStatus !== 'In Stock' && (
                    <DropdownMenuItem onSelect={() => setOpen({ kind: 'reorder', product: row.original })}>
                      Raise Purchase Order
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    variant="destructive"
                    onSelect={() => setOpen({ kind: 'delete', product: row.original })}
                  >
                    Delete
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        ),
      },
    ],
    [canManage],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(exportHref(list.query.search), 'products.csv');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  async function confirmDelete(product: StaffProduct) {
    try {
      await remove.mutateAsync(product.id);
      toast.success(productTexts.deleted);
      close();
    } catch {
      toast.error(productTexts.deleteFailed);
    }
  }

  async function confirmBulkDelete() {
    if (!bulkDelete) return;
    try {
      const { count } = await removeMany.mutateAsync(bulkDelete.ids);
      toast.success(productTexts.bulkDeleted(count));
      bulkDelete.clear();
      setBulkDelete(null);
    } catch {
      toast.error(productTexts.bulkDeleteFailed);
    }
  }

  async function setFeatured(ids: string[], isFeatured: boolean, clear: () => void) {
    try {
      const { count } = await feature.mutateAsync({ ids, isFeatured });
      toast.success(productTexts.bulkUpdated(count));
      clear();
    } catch {
      toast.error(productTexts.bulkUpdateFailed);
    }
  }

  const figures = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Products and Inventory"
        description="Manage the catalogue, prices and stock."
        actions={
          <>
            <Button onClick={() => setOpen({ kind: 'add' })}>
              <PlusIcon aria-hidden="true" />
              Add Product
            </Button>
            <Button variant="outline" disabled={!canManage} onClick={() => setOpen({ kind: 'import' })}>
              <UploadIcon aria-hidden="true" />
              Import
            </Button>
            <Button variant="outline" disabled={exporting} onClick={exportCsv}>
              <DownloadIcon aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />

      {!canManage && (
        <div
          role="note"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Limited Access</p>
            <p className="text-sm">{productTexts.limitedAccess}</p>
          </div>
        </div>
      )}

      <StatCards
        label="Product figures"
        loading={stats.isPending}
        className="xl:grid-cols-5"
        stats={[
          {
            label: 'Total Products',
            value: (figures?.totalProducts ?? 0).toLocaleString('en-AU'),
            icon: PackageIcon,
          },
          {
            label: 'Low Stock Items',
            value: (figures?.lowStockProducts ?? 0).toLocaleString('en-AU'),
            icon: AlertTriangleIcon,
          },
          {
            label: 'Out of Stock',
            value: (figures?.outOfStockProducts ?? 0).toLocaleString('en-AU'),
            icon: ArchiveXIcon,
          },
          {
            label: 'Inventory Value',
            value: <Money amount={figures?.inventoryValue ?? 0} />,
            icon: DollarSignIcon,
          },
          { label: 'Avg. Profit Margin', value: `${figures?.avgProfitMargin ?? 0}%`, icon: PercentIcon },
        ]}
      />

      <ListSearch
        label="Search products"
        placeholder="Search products..."
        value={list.query.search}
        onSearch={list.setSearch}
      />

      <PagedList
        filtered={list.filtered}
        noMatchTitle={'No products found'}
        query={products}
        loadingLabel="Loading products..."
        loading={
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground">Loading products...</p>
            <ListSkeleton label="Loading products..." rows={5} />
          </div>
        }
        errorTitle={productTexts.loadError}
        empty={<EmptyState icon={PackageIcon} title="No products found" />}
        caption="Products"
        columns={columns}
        getRowId={(p) => p.id}
        rowLabel={(p) => `Select ${p.name}`}
        onPageChange={list.setPage}
        bulkActions={
          canManage
            ? (selected, clear) => {
                const ids = selected.map((p) => p.id);
                return (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={feature.isPending}
                      onClick={() => setFeatured(ids, true, clear)}
                    >
                      Mark as Featured
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={feature.isPending}
                      onClick={() => setFeatured(ids, false, clear)}
                    >
                      Remove from Featured
                    </Button>
                    <Button size="sm" variant="destructive" onClick={() => setBulkDelete({ ids, clear })}>
                      Delete Selected
                    </Button>
                  </>
                );
              }
            : undefined
        }
      />

      {figures && figures.totalProducts > 0 && <ProductAnalytics stats={figures} />}

      <ProductFormDialog
        open={open?.kind === 'add' || open?.kind === 'edit'}
        product={open?.kind === 'edit' ? open.product : null}
        readOnly={!canManage}
        onOpenChange={(next) => !next && close()}
      />
      {open?.kind === 'details' && (
        <ProductDetailsDialog
          product={open.product}
          onOpenChange={(next) => !next && close()}
          onShowInventory={() => show('inventory', open.product)}
          onShowPrices={() => show('prices', open.product)}
        />
      )}
      {open?.kind === 'adjust' && (
        <AdjustStockDialog product={open.product} onOpenChange={(next) => !next && close()} />
      )}
      <RaisePurchaseOrderDialog
        product={open?.kind === 'reorder' ? open.product : null}
        onOpenChange={(next) => !next && close()}
      />
      {open?.kind === 'inventory' && (
        <InventoryHistoryDialog
          product={open.product}
          showNotes={canManage}
          onOpenChange={(next) => !next && close()}
        />
      )}
      {open?.kind === 'prices' && (
        <PriceHistoryDialog product={open.product} onOpenChange={(next) => !next && close()} />
      )}
      <ImportDialog open={open?.kind === 'import'} onOpenChange={(next) => !next && close()} />
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(next) => !next && close()}
        title="Delete product"
        description={productTexts.confirmDelete}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => open?.kind === 'delete' && confirmDelete(open.product)}
      />
      <ConfirmDialog
        open={bulkDelete !== null}
        onOpenChange={(next) => !next && setBulkDelete(null)}
        title="Delete selected products"
        description={productTexts.confirmBulkDelete(bulkDelete?.ids.length ?? 0)}
        confirmLabel="Delete"
        destructive
        pending={removeMany.isPending}
        onConfirm={confirmBulkDelete}
      />
    </div>
  );
}
