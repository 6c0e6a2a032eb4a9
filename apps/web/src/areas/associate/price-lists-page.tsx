import { type PriceListSummary, priceListMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, TagsIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { priceListsQueryOptions } from '@/features/price-lists/api';
import { DeletePriceListDialog } from './price-lists/delete-price-list-dialog';
import { priceListColumns } from './price-lists/price-list-columns';
import { PriceListFormDialog } from './price-lists/price-list-form-dialog';

const listOptions = { pageSize: 25 };

/**
 * /associate/price-lists (docs/product/wholesale-buying.md, "Price lists"): every list with its
 * status today, dates, whom it prices for and its products, searched by name; New, Edit and Delete.
 */
export default function PriceListsPage() {
  const list = useListParams(listOptions);
  const lists = useQuery(
    priceListsQueryOptions({
      search: list.query.search,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const [editing, setEditing] = useState<PriceListSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PriceListSummary | null>(null);
  const columns = priceListColumns({ onEdit: setEditing, onDelete: setDeleting });
  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <PlusIcon aria-hidden="true" /> New Price List
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Price Lists"
        description="Contract and segment prices: a fixed price or a percentage off per product, for the companies and segments a list is assigned to."
        actions={newButton}
      />
      <ListSearch
        label="Search price lists"
        placeholder="Search by name..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <PagedList
        filtered={list.filtered}
        query={lists}
        loadingLabel="Loading price lists"
        errorTitle={priceListMessages.loadFailed}
        empty={
          <EmptyState
            icon={TagsIcon}
            title="No price lists yet"
            description="Create a price list, add its products and assign it to companies or segments."
            action={newButton}
          />
        }
        caption="Price lists"
        columns={columns}
        getRowId={(row) => row.id}
        onPageChange={list.setPage}
      />
      <PriceListFormDialog
        open={editing !== null}
        list={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeletePriceListDialog list={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
