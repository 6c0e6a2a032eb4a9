import { hasProductManagementAbility, STAFF_PRODUCTS_PAGE_SIZE, type StaffProduct } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, PackageIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { ListSkeleton } from '@/components/list/list-states';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import {
  productStatsQueryOptions,
  staffProductsQueryOptions,
  useLiveProducts,
} from '@/features/products/api';
import { ProductAnalytics } from './product-analytics';
import { useProductColumns } from './product-columns';
import { ProductDialogs } from './product-dialogs';
import { LimitedAccessNote, ProductFigures } from './product-figures';
import type { ProductDialog, ProductDialogKind } from './product-open';
import { productTexts } from './texts';
import { useProductActions } from './use-product-actions';

const listOptions = { pageSize: STAFF_PRODUCTS_PAGE_SIZE };

type ProductActions = ReturnType<typeof useProductActions>;

/** Mark as Featured, Remove from Featured and Delete Selected over the chosen rows. */
function BulkProductActions({
  ids,
  clear,
  actions,
}: {
  ids: string[];
  clear: () => void;
  actions: ProductActions;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={actions.featuring}
        onClick={() => actions.setFeatured(ids, true, clear)}
      >
        Mark as Featured
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={actions.featuring}
        onClick={() => actions.setFeatured(ids, false, clear)}
      >
        Remove from Featured
      </Button>
      <Button size="sm" variant="destructive" onClick={() => actions.setBulkDelete({ ids, clear })}>
        Delete Selected
      </Button>
    </>
  );
}

function ProductsHeader({
  canManage,
  actions,
  setOpen,
}: {
  canManage: boolean;
  actions: ProductActions;
  setOpen: (open: ProductDialog) => void;
}) {
  return (
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
          <Button variant="outline" disabled={actions.exporting} onClick={actions.exportCsv}>
            <DownloadIcon aria-hidden="true" />
            Export
          </Button>
        </>
      }
    />
  );
}

/**
 * Products and Inventory (docs/product/associate-portal.md): figures, search, the product table and
 * its dialogs. A failed load shows inline with Try Again.
 */
export default function ProductsPage() {
  const principal = usePrincipal();
  const canManage = hasProductManagementAbility(principal.associateRole);
  const list = useListParams(listOptions);
  const products = useQuery(staffProductsQueryOptions({ search: list.query.search, page: list.query.page }));
  const stats = useQuery(productStatsQueryOptions);
  useLiveProducts();
  const [open, setOpen] = useState<ProductDialog>(null);
  const actions = useProductActions(list.query.search);
  const show = useCallback(
    (kind: ProductDialogKind, product: StaffProduct) => setOpen({ kind, product }),
    [],
  );
  const columns = useProductColumns(canManage, show);
  const figures = stats.data;

  return (
    <div className="flex flex-col gap-6">
      <ProductsHeader canManage={canManage} actions={actions} setOpen={setOpen} />
      {!canManage && <LimitedAccessNote />}
      <ProductFigures figures={figures} loading={stats.isPending} />
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
            ? (selected, clear) => (
                <BulkProductActions ids={selected.map((p) => p.id)} clear={clear} actions={actions} />
              )
            : undefined
        }
      />
      {figures && figures.totalProducts > 0 && <ProductAnalytics stats={figures} />}
      <ProductDialogs open={open} canManage={canManage} show={show} close={() => setOpen(null)} />
      <ConfirmDialog
        open={actions.bulkDelete !== null}
        onOpenChange={(next) => !next && actions.setBulkDelete(null)}
        title="Delete selected products"
        description={productTexts.confirmBulkDelete(actions.bulkDelete?.ids.length ?? 0)}
        confirmLabel="Delete"
        destructive
        pending={actions.bulkDeleting}
        onConfirm={actions.confirmBulkDelete}
      />
    </div>
  );
}
