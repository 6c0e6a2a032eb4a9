import { type BulkRunInput, bulkMessages, categoryLabel, type ProductCard } from '@party/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PackageIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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

const noProducts = (
  <EmptyState icon={PackageIcon} title="No products found" description="Try another search or category." />
);

interface Pending {
  body: BulkRunInput;
  description: string;
  clear?: () => void;
}

/** Bulk Operations (docs/product/admin-area.md): price by %, category or featured over the selected products or a whole filter. */
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
  const scopeLabel = category === 'all' ? 'every product' : `every product in ${categoryLabel(category)}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Bulk Operations"
        description="Change the price by a percentage, the category or the featured flag of many products at once."
      />
      <ChangeCard
        change={change}
        onChange={setChange}
        running={run.isPending}
        scopeLabel={scopeLabel}
        onApply={() =>
          confirm({
            body: {
              ...bulkChangeBody(change),
              filter: category === 'all' ? {} : { category: category as never },
            },
            description: `This changes ${scopeLabel}.`,
          })
        }
      />
      <ProductFilters
        search={search}
        category={category}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onCategory={(next) => {
          setCategory(next);
          setPage(1);
        }}
      />
      <PagedList
        query={products}
        loadingLabel="Loading products"
        errorTitle="Failed to load products"
        empty={noProducts}
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
      <ApplyBulkDialog pending={pending} onClose={() => setPending(null)} run={run} />
    </div>
  );
}

/** The change to make, and Apply to every product the filter shows. */
function ChangeCard({
  change,
  onChange,
  running,
  scopeLabel,
  onApply,
}: {
  change: BulkChange;
  onChange: (change: BulkChange) => void;
  running: boolean;
  scopeLabel: string;
  onApply: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change</CardTitle>
        <CardDescription>
          Select products below, or apply the change to {scopeLabel} the filter shows. Enhanced Bulk previews
          a change and can undo it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <BulkChangeFields idPrefix="bulk" value={change} onChange={onChange} disabled={running} />
        <Button variant="outline" disabled={running} onClick={onApply}>
          Apply to {scopeLabel}
        </Button>
      </CardContent>
    </Card>
  );
}

function ProductFilters({
  search,
  category,
  onSearch,
  onCategory,
}: {
  search: string;
  category: string;
  onSearch: (text: string) => void;
  onCategory: (category: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <ListSearch
        label="Search products"
        placeholder="Search by name or description"
        value={search}
        onSearch={onSearch}
      />
      <FormField label="Category" className="gap-1">
        {(controlProps) => (
          <OptionSelect
            {...controlProps}
            value={category}
            onValueChange={onCategory}
            options={filterOptions}
          />
        )}
      </FormField>
    </div>
  );
}

/** Asks before a bulk change, then runs it and says how many products changed. */
function ApplyBulkDialog({
  pending,
  onClose,
  run,
}: {
  pending: Pending | null;
  onClose: () => void;
  run: ReturnType<typeof useRunBulkChange>;
}) {
  const apply = () => {
    if (!pending) return;
    run.mutate(
      { input: pending.body },
      {
        onSuccess: (result) => {
          toast.success(bulkMessages.applied(result.totalCount));
          pending.clear?.();
          onClose();
        },
        onError: (error) => {
          toast.error(error.message);
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Apply this bulk change?"
      description={pending?.description ?? ''}
      confirmLabel="Apply change"
      pending={run.isPending}
      onConfirm={apply}
    />
  );
}
