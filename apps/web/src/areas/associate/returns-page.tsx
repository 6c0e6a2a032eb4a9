import { returnStatusLabels, returnStatusValues } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { Undo2Icon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { returnQueryOptions, returnsQueryOptions, useLiveReturns } from '@/features/returns/api';
import { returnColumns } from '@/features/returns/return-columns';
import { ReturnDetailView } from '@/features/returns/return-detail';
import { ReturnActions } from './returns/return-actions';

const listOptions = {
  filters: { status: { values: ['all', ...returnStatusValues], default: 'requested' } },
  pageSize: 25,
};
const statusOptions = [
  ...returnStatusValues.map((value) => ({ value, label: returnStatusLabels[value] })),
  { value: 'all', label: 'All' },
];
const columns = returnColumns({ hrefOf: (row) => `/associate/returns?return=${row.id}`, showCompany: true });

/** One return with its photos and the actions its status allows, read from ?return={id}. */
function ReturnRecord({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useQuery(returnQueryOptions('associate', id));
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" className="w-fit" onClick={onBack}>
        Back to Returns
      </Button>
      <RecordStates
        query={detail}
        loadingLabel="Loading return"
        errorTitle="Could not load this return."
        notFoundTitle="Return not found."
      >
        {(ret) => <ReturnDetailView detail={ret} side="associate" actions={<ReturnActions detail={ret} />} />}
      </RecordStates>
    </div>
  );
}

/**
 * /associate/returns (docs/product/returns.md): requests arrive live; filter by status, search by
 * RMA, order or company; a return opens with ?return={id} to approve, reject or mark received.
 */
export default function AssociateReturnsPage() {
  useLiveReturns('associate');
  const list = useListParams(listOptions);
  const openId = list.params.get('return');
  const status = list.query.filters.status as 'all' | (typeof returnStatusValues)[number];
  const returns = useQuery(
    returnsQueryOptions('associate', {
      status,
      search: list.query.search,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  if (openId !== null)
    return <ReturnRecord id={openId} onBack={() => list.setParam('return', null, { replace: false })} />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Returns"
        description="Partners' return requests: approve or reject them, then mark the goods received."
      />
      <ListSearch
        label="Search returns"
        placeholder="Search by RMA, order or company..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <FilterGroup
        label="Return status"
        value={list.query.filters.status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <PagedList
        filtered={list.filtered}
        query={returns}
        loadingLabel="Loading returns"
        errorTitle="Failed to load returns"
        empty={<EmptyState icon={Undo2Icon} title="No returns yet" />}
        caption="Returns"
        columns={columns}
        getRowId={(row) => row.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}
