import { returnStatusLabels, returnStatusValues } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { returnsQueryOptions, useLiveReturns } from '@/features/returns/api';
import { returnColumns } from '@/features/returns/return-columns';
import { ReturnsNotForRole } from './returns/not-for-role';
import { RequestReturnDialog } from './returns/request-return-dialog';

const listOptions = {
  filters: { status: { values: ['all', ...returnStatusValues], default: 'all' } },
  pageSize: 20,
};
const statusOptions = [
  { value: 'all', label: 'All' },
  ...returnStatusValues.map((value) => ({ value, label: returnStatusLabels[value] })),
];
const columns = returnColumns({ hrefOf: (row) => `/partner/returns/${row.id}`, showCompany: false });

/**
 * /partner/returns (docs/product/returns.md): the company's returns with their status, newest first,
 * filtered by status; Request a Return. They refresh live as staff decide and receive them.
 */
export default function ReturnsPage() {
  const principal = usePrincipal();
  if (!companyMay(principal.companyRole, 'shop'))
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Returns" />
        <ReturnsNotForRole />
      </div>
    );
  return <CompanyReturns />;
}

function CompanyReturns() {
  useLiveReturns('partner');
  const list = useListParams(listOptions);
  const status = list.query.filters.status as 'all' | (typeof returnStatusValues)[number];
  const returns = useQuery(
    returnsQueryOptions('partner', { status, page: list.query.page, pageSize: list.query.pageSize }),
  );
  const [asking, setAsking] = useState(false);
  // Return Items on a delivered order in Track Orders opens the request with that order chosen.
  const presetOrder = list.params.get('order');
  const requestButton = (
    <Button onClick={() => setAsking(true)}>
      <PlusIcon aria-hidden="true" /> Request a Return
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Returns"
        description="Send back goods of a delivered order within the return window; we credit you with an adjustment note."
        actions={requestButton}
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
        empty={
          <EmptyState
            icon={Undo2Icon}
            title="No returns yet"
            description="Something arrived damaged or wrong? Request a return of a delivered order."
            action={requestButton}
          />
        }
        caption="Returns"
        columns={columns}
        getRowId={(row) => row.id}
        onPageChange={list.setPage}
      />
      <RequestReturnDialog
        open={asking || presetOrder !== null}
        orderId={presetOrder ?? undefined}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open && presetOrder !== null) list.setParam('order', null);
        }}
      />
    </div>
  );
}
