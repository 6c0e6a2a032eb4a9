import { type BulkRunInput, bulkMessages, categoryLabel, type ProductCard } from '@party/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useRunBulkChange } from '@/features/bulk/api';
import {
  type BulkChange,
  BulkChangeFields,
  blankBulkChange,
  bulkChangeBody,
  categoryOptions,
} from '@/features/bulk/bulk-change-fields';
import { productListQueryOptions } from '@/features/catalog/api';
import { formatMoney } from '@/lib/format';

const filterOptions = [{ value: 'all', label: 'All categories' }, ...categoryOptions];
const columns: ColumnDef<ProductCard, unknown>[] = [
  { accessorKey: 'name', header: 'Product Name' },
  { accessorKey: 'category', header: 'Category', cell: ({ row }) => categoryLabel(row.original.category) },
  {
    accessorKey: 'price',
    header: 'Price',
    cell: ({ row }) => formatMoney(row.original.price),
    meta: { className: 'text-right' },
  },
];

interface Pending {
  body: BulkRunInput;
  description: string;
  clear?: () => void;
}

/** Bulk Operations (PRODUCT.md): price by %, category or featured over the selected products or a whole filter. */
export default function BulkPage() {
  const [change, setChange] = useState<BulkChange>(blankBulkChange);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const products = useQuery({
    ...productListQueryOptions({ search, category, page }),
    placeholderData: keepPreviousData,
  });
  const run = useRunBulkChange();

  const confirm = (next: Pending) => setPending(next);
  const apply = () => {
    if (!pending) return;
    run.mutate(pending.body, {
      onSuccess: (result) => {
        toast.success(bulkMessages.applied(result.totalCount));
        pending.clear?.();
        setPending(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setPending(null);
      },
    });
  };
  const scopeLabel = category === 'all' ? 'every product' : `every product in ${categoryLabel(category)}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Bulk Operations"
        description="Change the price by a percentage, the category or the featured flag of many products at once."
      />
      <Card>
        <CardHeader>
          <CardTitle>Change</CardTitle>
          <CardDescription>
            Select products below, or apply the change to {scopeLabel} the filter shows. Enhanced Bulk
            previews a change and can undo it.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-4">
          <BulkChangeFields idPrefix="bulk" value={change} onChange={setChange} disabled={run.isPending} />
          <Button
            variant="outline"
            disabled={run.isPending}
            onClick={() =>
              confirm({
                body: {
                  ...bulkChangeBody(change),
                  filter: category === 'all' ? {} : { category: category as never },
                },
                description: `This changes ${scopeLabel}.`,
              })
            }
          >
            Apply to {scopeLabel}
          </Button>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-end gap-4">
        <ListSearch
          label="Search products"
          placeholder="Search by name or description"
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="bulk-category-filter">Category</Label>
          <OptionSelect
            id="bulk-category-filter"
            value={category}
            onValueChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
            options={filterOptions}
          />
        </div>
      </div>
      <PagedList
        query={products}
        loadingLabel="Loading products"
        errorTitle="Failed to load products"
        empty={
          <EmptyState
            icon={PackageIcon}
            title="No products found"
            description="Try another search or category."
          />
        }
        caption="Products"
        columns={columns}
        getRowId={(p) => p.id}
        rowLabel={(p) => `Select ${p.name}`}
        onPageChange={setPage}
        bulkActions={(selected, clear) => (
          <Button
            size="sm"
            disabled={run.isPending}
            onClick={() =>
              confirm({
                body: { ...bulkChangeBody(change), productIds: selected.map((p) => p.id) },
                description: `This changes the ${selected.length.toLocaleString('en-AU')} selected products.`,
                clear,
              })
            }
          >
            Apply to selected
          </Button>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Apply this bulk change?"
        description={pending?.description ?? ''}
        confirmLabel="Apply change"
        pending={run.isPending}
        onConfirm={apply}
      />
    </div>
  );
}
