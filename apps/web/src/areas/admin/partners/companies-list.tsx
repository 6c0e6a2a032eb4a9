import type { AdminCompanyRow } from '@party/shared/companies/admin-contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Building2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { adminCompaniesQueryOptions, useLiveAdminCompanies } from '@/features/admin-companies/api';
import { formatDate } from '@/lib/format';

const columns: ColumnDef<AdminCompanyRow, unknown>[] = [
  {
    id: 'name',
    header: 'Company',
    cell: ({ row }) => (
      <Link
        className="font-medium underline-offset-4 hover:underline"
        to={`/admin/partners/companies/${row.original.id}`}
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: ({ row }) =>
      row.original.owner ? `${row.original.owner.name} (${row.original.owner.email})` : 'No owner',
  },
  { accessorKey: 'membersCount', header: 'Members' },
  { accessorKey: 'ordersCount', header: 'Orders' },
  {
    id: 'created',
    header: 'Created',
    meta: { detail: true },
    cell: ({ row }) => formatDate(row.original.createdAt),
  },
];

/**
 * The Companies tab of Partner administration → Users (docs/product/company-accounts.md, "What staff
 * see"): search by company name or owner, each row opening the company.
 */
export function CompaniesList() {
  useLiveAdminCompanies();
  const list = useListParams({});
  const companies = useQuery(
    adminCompaniesQueryOptions({
      search: list.query.search,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  return (
    <div className="flex flex-col gap-4">
      <ListSearch
        label="Search companies"
        placeholder="Search by company, owner name or email..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No companies found"
        query={companies}
        loadingLabel="Loading companies..."
        errorTitle="Failed to load companies"
        empty={<EmptyState icon={Building2Icon} title="No companies yet" />}
        caption="Companies"
        columns={columns}
        getRowId={(c) => c.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}
