import type {
  CheckoutInput,
  CheckoutResponse,
  CheckoutSummary,
  DeliveryMethodList,
  Order,
  OrderList,
  OrderStatus,
  ReorderResponse,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const ordersQueryKey = ['partner', 'orders'] as const;
const cartQueryKey = ['partner', 'cart'] as const;

export type OrderTab = 'all' | OrderStatus;

/**
 * The company's orders (or `member`'s: 'me', a member id; a buyer always gets their own) with their
 * lines, newest first, for one Track Orders tab: one page of them (the server's default size unless
 * `pageSize` asks for another).
 */
export function ordersQueryOptions(status: OrderTab, member = 'all', page = 1, pageSize?: number) {
  const search = new URLSearchParams({ status, member });
  if (page > 1) search.set('page', String(page));
  if (pageSize !== undefined) search.set('pageSize', String(pageSize));
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list', status, member, page, pageSize ?? null],
    queryFn: ({ signal }) => api.get<OrderList>(`/api/partner/orders?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Order>(`/api/partner/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The order's GST tax invoice (a PDF download through the API). */
export const partnerInvoiceHref = (id: string) => `/api/partner/orders/${encodeURIComponent(id)}/invoice`;

export const deliveryMethodsQueryOptions = queryOptions({
  queryKey: ['partner', 'delivery-methods'],
  queryFn: ({ signal }) => api.get<DeliveryMethodList>('/api/partner/delivery-methods', { signal }),
  staleTime: 5 * 60_000,
});

/** The cart priced by the server's rules for the chosen delivery and promo code. */
export function checkoutSummaryQueryOptions(params: { deliveryMethodId?: string; promoCode?: string }) {
  const search = new URLSearchParams();
  if (params.deliveryMethodId) search.set('deliveryMethodId', params.deliveryMethodId);
  if (params.promoCode) search.set('promoCode', params.promoCode);
  return queryOptions({
    queryKey: ['partner', 'checkout-summary', params.deliveryMethodId ?? '', params.promoCode ?? ''],
    queryFn: ({ signal }) => api.get<CheckoutSummary>(`/api/partner/checkout/summary?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/partner/checkout: the cart becomes an order; the cart and orders refresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSubmission<CheckoutInput>) =>
      api.post<CheckoutResponse>('/api/partner/checkout', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['partner', 'checkout-summary'] }),
      ]);
    },
  });
}

/** docs/product/partner-portal.md: pending to cancelled, the partner's one transition. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Order>(`/api/partner/orders/${encodeURIComponent(id)}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

/**
 * Order Again (docs/product/wholesale-buying.md): the order's lines into the cart at today's prices;
 * the answer says what changed, and the cart on screen becomes the one it returns.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ReorderResponse>(`/api/partner/orders/${encodeURIComponent(id)}/reorder`),
    onSuccess: (result) => {
      queryClient.setQueryData(cartQueryKey, result.cart);
      return queryClient.invalidateQueries({ queryKey: ['partner', 'checkout-summary'] });
    },
  });
}

/** An order's status change (here, in another tab, or by staff) refreshes the orders on screen. */
export function useLiveOrders() {
  useLiveInvalidate({ events: ['order.changed'], queryKeys: [ordersQueryKey] });
}
