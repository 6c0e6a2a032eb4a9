import {
  type AgeingRow,
  ageingBucketLabels,
  ageingBucketValues,
  ageingMinBucketValues,
  receivablesMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, SortingState, Updater } from '@tanstack/react-table';
import { ClockIcon } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { type AgeingListQuery, ageingFileHref, ageingQueryOptions } from '@/features/receivables/api';
import { formatDate } from '@/lib/format';

/** The totals row's id: it stands last, under the companies, whatever the sort. */
const TOTALS = 'totals';
const defaultSort = { id: 'total', desc: true };
const PAGE_SIZE = 25;

/** Companies owing at least that long past due ('1–30 days+ overdue' read as a typo). */
const pastDueLabels: Record<(typeof ageingMinBucketValues)[number], string> = {
  days1to30: 'Any overdue',
  days31to60: '31+ days overdue',
  days61to90: '61+ days overdue',
  days90plus: 'Over 90 days overdue',
};

const pastDueOptions = [
  { value: 'all', label: 'All companies' },
  ...ageingMinBucketValues.map((bucket) => ({ value: bucket, label: pastDueLabels[bucket] })),
];

const amount = (id: keyof AgeingRow & string, header: string): ColumnDef<AgeingRow, unknown> => ({
  id,
  accessorFn: (row) => row[id],
  header,
  enableSorting: true,
  meta: { className: 'text-right' },
  cell: ({ row }) => <Money amount={row.original[id] as number} />,
});

const columns: ColumnDef<AgeingRow, unknown>[] = [
  {
    id: 'company',
    accessorFn: (row) => row.companyName,
    header: 'Company',
    enableSorting: true,
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => <span className="font-medium">{row.original.companyName}</span>,
  },
  ...ageingBucketValues.map((bucket) => amount(bucket, ageingBucketLabels[bucket])),
  amount('total', 'Total'),
  {
    id: 'oldestDueOn',
    accessorFn: (row) => row.oldestDueOn,
    header: 'Oldest due',
    enableSorting: true,
    cell: ({ row }) => (row.original.oldestDueOn ? formatDate(row.original.oldestDueOn) : '—'),
  },
];

/** The search and the downloads of the whole ageing as it is filtered and sorted (every page). */
function AgeingToolbar({ query, onSearch }: { query: AgeingListQuery; onSearch: (text: string) => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <ListSearch
        label="Search companies"
        placeholder="Search by company..."
        value={query.search}
        onSearch={onSearch}
      />
      <div className="flex flex-wrap gap-2">
        <FileDownload variant="outline" href={ageingFileHref(query, 'csv')} filename="ageing.csv">
          Export CSV
        </FileDownload>
        <FileDownload variant="outline" href={ageingFileHref(query, 'xlsx')} filename="ageing.xlsx">
          Export XLSX
        </FileDownload>
      </div>
    </div>
  );
}

/**
 * Every company with an account, aged as at today (docs/product/receivables.md): sortable columns, a
 * past-due filter, a totals row over every company that matches, a page of companies at a time (ADR
 * 0022), and the whole table as CSV or XLSX.
 */
export function AgeingTab() {
  const [search, setSearch] = useState('');
  const [minBucket, setMinBucket] = useState('all');
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const query: AgeingListQuery = { search, minBucket, sort };
  const ageing = useQuery(ageingQueryOptions({ ...query, page, pageSize: PAGE_SIZE }));
  const sorting: SortingState = [sort];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    setSort(next ?? defaultSort);
    setPage(1);
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const onMinBucket = (value: string) => {
    setMinBucket(value);
    setPage(1);
  };
  const filtered = {
    active: search !== '' || minBucket !== 'all',
    clear: () => {
      setSearch('');
      setMinBucket('all');
      setPage(1);
    },
  };
  return (
    <div className="flex flex-col gap-4">
      <AgeingToolbar query={query} onSearch={onSearch} />
      <FilterGroup label="Past due" value={minBucket} onValueChange={onMinBucket} options={pastDueOptions} />
      <ListStates
        query={ageing}
        isEmpty={(data) => data.rows.length === 0}
        filtered={filtered}
        loadingLabel="Loading ageing"
        errorTitle={receivablesMessages.loadFailed}
        empty={
          <EmptyState
            icon={ClockIcon}
            title="No companies buy on account yet"
            description="A company appears here once finance approves its credit limit."
          />
        }
      >
        {(data) => (
          <DataTable
            caption={`Ageing as at ${formatDate(data.asOf)}`}
            columns={columns}
            data={[
              ...data.rows,
              { ...data.totals, companyId: TOTALS, companyName: 'Total', oldestDueOn: null },
            ]}
            getRowId={(row) => row.companyId}
            rowClassName={(row) => (row.companyId === TOTALS ? 'font-semibold bg-muted/50' : undefined)}
            sorting={sorting}
            onSortingChange={onSortingChange}
            serverPage={{
              page: data.page,
              pageSize: data.pageSize,
              total: data.total,
              onPageChange: setPage,
            }}
          />
        )}
      </ListStates>
    </div>
  );
}
