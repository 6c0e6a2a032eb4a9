import {
  type AccountInvoiceRow,
  invoiceSortValues,
  invoiceStatusLabels,
  invoiceStatusValues,
  receivablesMessages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ReceiptIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { accountInvoicesQueryOptions } from '@/features/receivables/api';
import { formatDate } from '@/lib/format';

const listOptions = {
  filters: { status: { values: ['all', ...invoiceStatusValues], default: 'all' } },
  sortable: invoiceSortValues,
  defaultSort: { id: 'dueOn', desc: false },
  pageSize: 25,
};

const statusOptions = [
  { value: 'all', label: 'All' },
  ...invoiceStatusValues.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
];

const right = { className: 'text-right' };

const columns: ColumnDef<AccountInvoiceRow, unknown>[] = [
  {
    id: 'number',
    accessorFn: (row) => row.number,
    header: 'Invoice',
    enableSorting: true,
    cell: ({ row }) => <span className="font-medium">{row.original.number}</span>,
  },
  {
    id: 'company',
    accessorFn: (row) => row.companyName,
    header: 'Company',
    enableSorting: true,
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => row.original.companyName,
  },
  {
    id: 'issuedOn',
    accessorFn: (row) => row.issuedOn,
    header: 'Issued',
    enableSorting: true,
    cell: ({ row }) => formatDate(row.original.issuedOn),
  },
  {
    id: 'dueOn',
    accessorFn: (row) => row.dueOn,
    header: 'Due',
    enableSorting: true,
    cell: ({ row }) => formatDate(row.original.dueOn),
  },
  {
    id: 'total',
    accessorFn: (row) => row.total,
    header: 'Total',
    enableSorting: true,
    meta: right,
    cell: ({ row }) => <Money amount={row.original.total} />,
  },
  {
    id: 'open',
    accessorFn: (row) => row.open,
    header: 'Open',
    enableSorting: true,
    meta: right,
    cell: ({ row }) => <Money amount={row.original.open} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-2">
        <StatusBadge entity="accountInvoice" status={row.original.status} />
        {row.original.daysOverdue > 0 && (
          <span className="text-muted-foreground text-xs">{row.original.daysOverdue} days overdue</span>
        )}
      </span>
    ),
  },
  {
    id: 'detail',
    header: 'Order and terms',
    meta: { detail: true },
    cell: ({ row }) => `${row.original.orderNumber} · ${row.original.terms}`,
  },
];

/** Invoices on account: searched by company or number, filtered by status, sorted; open and overdue over all that match. */
export function InvoicesTab() {
  const list = useListParams(listOptions);
  const invoices = useQuery(
    accountInvoicesQueryOptions({
      search: list.query.search,
      status: list.query.filters.status as AccountInvoiceRow['status'] | 'all',
      sort: list.query.sort,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const totals = invoices.data?.totals;
  return (
    <div className="flex flex-col gap-4">
      <StatCards
        label="Totals of every invoice that matches"
        loading={invoices.isPending}
        className="xl:grid-cols-2"
        stats={[
          { label: 'Open', value: <Money amount={totals?.open ?? 0} /> },
          { label: 'Overdue', value: <Money amount={totals?.overdue ?? 0} /> },
        ]}
      />
      <ListSearch
        label="Search invoices"
        placeholder="Search by company or invoice number..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <FilterGroup
        label="Status"
        value={list.query.filters.status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <PagedList
        filtered={list.filtered}
        query={invoices}
        loadingLabel="Loading invoices"
        errorTitle={receivablesMessages.loadFailed}
        empty={
          <EmptyState
            icon={ReceiptIcon}
            title="No invoices on account yet"
            description="An invoice is raised when an order is charged to a company's account."
          />
        }
        caption="Invoices on account"
        columns={columns}
        getRowId={(row) => row.id}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        onPageChange={list.setPage}
      />
    </div>
  );
}
