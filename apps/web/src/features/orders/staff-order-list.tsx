import { type OrderStatus, orderStatuses, STAFF_ORDERS_PAGE_SIZE } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { ListSearch } from '@/components/list/list-search';
import type { useListParams } from '@/components/list/use-list-params';
import { OptionSelect } from '@/components/option-select';
import { statusMaps } from '@/components/status-badge';
import { OrdersExport } from './orders-export';
import { type OrdersScope, staffOrdersQueryOptions } from './staff-api';

const statusValues = ['all', ...orderStatuses] as const;
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...orderStatuses.map((value) => ({ value, label: statusMaps.order[value].label })),
];

/** The staff order list's address: ?search=, ?status= (any order status, or all) and ?page=. */
export const staffOrderListOptions = {
  filters: { status: { values: statusValues, default: 'all' } },
  pageSize: STAFF_ORDERS_PAGE_SIZE,
};

export type StaffOrderListParams = ReturnType<typeof useListParams<'status'>>;

/** The page of staff orders the address asks for, from the associates' or the admins' API. */
export function useStaffOrderList(list: StaffOrderListParams, scope?: OrdersScope) {
  const status = list.query.filters.status as 'all' | OrderStatus;
  const orders = useQuery(
    staffOrdersQueryOptions(
      { search: list.query.search, status, page: list.query.page, pageSize: list.query.pageSize },
      scope,
    ),
  );
  return { status, orders };
}

/** Search and the status filter above a staff order list, and Export CSV of what they find. */
export function StaffOrderFilters({
  list,
  status,
  placeholder,
  scope,
}: {
  list: StaffOrderListParams;
  status: 'all' | OrderStatus;
  placeholder: string;
  scope?: OrdersScope;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ListSearch
        label="Search orders"
        placeholder={placeholder}
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <OptionSelect
        aria-label="Filter by status"
        className="w-44"
        value={status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <OrdersExport query={{ search: list.query.search, status }} scope={scope} />
    </div>
  );
}
