import type {
  DeliveryMethodList,
  OrderStatus,
  StaffOrder,
  StaffOrderList,
  UpdateDeliveryMethodInput,
  UpdateOrderStatusInput,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const staffOrdersQueryKey = ['associate', 'orders'] as const;

/**
 * Whose API runs the orders: associates' /api/associate/orders, or Admin Order Management's
 * /api/admin/orders (the same use cases on the server).
 */
export type OrdersScope = 'associate' | 'admin';
const keyOf = (scope: OrdersScope) =>
  scope === 'admin' ? (['admin', 'orders'] as const) : staffOrdersQueryKey;
const baseOf = (scope: OrdersScope) => `/api/${scope}/orders`;

export interface StaffOrdersQuery {
  search: string;
  status: 'all' | OrderStatus;
  page: number;
  pageSize: number;
}

/** One page of every partner's orders, newest first, searched and filtered by the server. */
export function staffOrdersQueryOptions(query: StaffOrdersQuery, scope: OrdersScope = 'associate') {
  const search = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...keyOf(scope), 'list', query],
    queryFn: ({ signal }) => api.get<StaffOrderList>(`${baseOf(scope)}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Export CSV of the list: every order its search and status find (all pages); its progress is told
 * to this browser under `progressId` (useWorkProgress).
 */
export function staffOrdersExportHref(
  query: Pick<StaffOrdersQuery, 'search' | 'status'>,
  progressId: string,
  scope: OrdersScope = 'associate',
) {
  const search = new URLSearchParams({ status: query.status, progressId });
  if (query.search) search.set('search', query.search);
  return `${baseOf(scope)}/export?${search}`;
}

export function staffOrderQueryOptions(id: string, scope: OrdersScope = 'associate') {
  return queryOptions({
    queryKey: [...keyOf(scope), 'detail', id],
    queryFn: ({ signal }) => api.get<StaffOrder>(`${baseOf(scope)}/${encodeURIComponent(id)}`, { signal }),
  });
}

export const staffDeliveryMethodsQueryOptions = queryOptions({
  queryKey: ['associate', 'delivery-methods'],
  queryFn: ({ signal }) => api.get<DeliveryMethodList>('/api/associate/delivery-methods', { signal }),
  staleTime: 5 * 60_000,
});

/** The tax invoice's address (a PDF download through the API). */
export const staffInvoiceHref = (id: string, scope: OrdersScope = 'associate') =>
  `${baseOf(scope)}/${encodeURIComponent(id)}/invoice`;

function useOrderMutation<Input>(path: string, scope: OrdersScope = 'associate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Input }) =>
      api.patch<StaffOrder>(`${baseOf(scope)}/${encodeURIComponent(id)}/${path}`, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(staffOrderQueryOptions(order.id, scope).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: [...keyOf(scope), 'list'] });
    },
  });
}

/** docs/product/associate-portal.md: any status to any other, with optional notes. */
export function useUpdateOrderStatus(scope: OrdersScope = 'associate') {
  return useOrderMutation<UpdateOrderStatusInput>('status', scope);
}

export function useUpdateDeliveryMethod() {
  return useOrderMutation<UpdateDeliveryMethodInput>('delivery-method');
}

/** A change by another associate (or a partner's checkout or cancel) refreshes the orders on screen. */
export function useLiveStaffOrders(scope: OrdersScope = 'associate') {
  useLiveInvalidate({ events: ['order.changed'], queryKeys: [keyOf(scope)] });
}
