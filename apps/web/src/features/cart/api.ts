import type {
  AddLinesToCart,
  AddLinesToCartResponse,
  AddToCart,
  AddToCartResponse,
  Cart,
  QuickOrderCheckResult,
} from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const cartQueryKey = ['partner', 'cart'] as const;

/** The signed-in partner's cart with the catalogue's current prices (server-side totals). */
export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => api.get<Cart>('/api/partner/cart', { signal }),
});

/**
 * Adds units to the cart (docs/product/partner-portal.md: by 1 unless told, summing with the line there). The caller shows
 * the toast: `merged` tells 'Cart updated successfully' from 'Item added to cart'.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToCart) => api.post<AddToCartResponse>('/api/partner/cart/items', body),
    onSuccess: (result) => queryClient.setQueryData(cartQueryKey, result.cart),
  });
}

/** POST /api/partner/cart/items/bulk: many lines at once, all or none (quick order's Add all to cart). */
export function useAddLinesToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddLinesToCart) =>
      api.post<AddLinesToCartResponse>('/api/partner/cart/items/bulk', body),
    onSuccess: (result) => queryClient.setQueryData(cartQueryKey, result.cart),
  });
}

/**
 * Quick order's Check (docs/product/wholesale-buying.md): pasted text as JSON, or a CSV file as a
 * form. Read-only on the server, a POST because 500 lines do not fit an address.
 */
export function useCheckQuickOrder() {
  return useMutation({
    mutationFn: (input: { text: string } | { file: File }) => {
      if ('text' in input) return api.post<QuickOrderCheckResult>('/api/partner/quick-order/check', input);
      const form = new FormData();
      form.append('file', input.file, input.file.name);
      return api.post<QuickOrderCheckResult>('/api/partner/quick-order/check', form);
    },
  });
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) =>
      api.patch<Cart>(`/api/partner/cart/items/${encodeURIComponent(id)}`, { quantity }),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Cart>(`/api/partner/cart/items/${encodeURIComponent(id)}`),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}

/** Keeps the cart in step across the partner's tabs: another tab's change refetches it here. */
export function useLiveCart() {
  useLiveInvalidate({ events: ['cart.changed'], queryKeys: [cartQueryKey] });
}
