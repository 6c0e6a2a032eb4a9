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

export interface StaffOrdersQuery {
  search: string;
  status: 'all' | OrderStatus;
  page: number;
  pageSize: number;
}

/** One page of every partner's orders, newest first, searched and filtered by the server. */
export function staffOrdersQueryOptions(query: StaffOrdersQuery) {
  const search = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...staffOrdersQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<StaffOrderList>(`/api/associate/orders?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function staffOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...staffOrdersQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<StaffOrder>(`/api/associate/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export const staffDeliveryMethodsQueryOptions = queryOptions({
  queryKey: ['associate', 'delivery-methods'],
  queryFn: ({ signal }) => api.get<DeliveryMethodList>('/api/associate/delivery-methods', { signal }),
  staleTime: 5 * 60_000,
});

/** The tax invoice's address (a PDF download through the API). */
export const staffInvoiceHref = (id: string) => `/api/associate/orders/${encodeURIComponent(id)}/invoice`;

function useOrderMutation<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Input }) =>
      api.patch<StaffOrder>(`/api/associate/orders/${encodeURIComponent(id)}/${path}`, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(staffOrderQueryOptions(order.id).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: [...staffOrdersQueryKey, 'list'] });
    },
  });
}

/** Spec 3 section 4: any status to any other, with optional notes. */
export function useUpdateOrderStatus() {
  return useOrderMutation<UpdateOrderStatusInput>('status');
}

export function useUpdateDeliveryMethod() {
  return useOrderMutation<UpdateDeliveryMethodInput>('delivery-method');
}

/** A change by another associate (or a partner's checkout or cancel) refreshes the orders on screen. */
export function useLiveStaffOrders() {
  useLiveInvalidate({ events: ['order.changed'], queryKeys: [staffOrdersQueryKey] });
}
