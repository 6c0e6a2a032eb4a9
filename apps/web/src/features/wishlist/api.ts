import type { Wishlist } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const wishlistQueryKey = ['partner', 'wishlist'] as const;

/** The signed-in partner's saved products, newest first, with the catalogue's current details. */
export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistQueryKey,
  queryFn: ({ signal }) => api.get<Wishlist>('/api/partner/wishlist', { signal }),
});

/** Saves a product; a product saved already is a 409 'This item is already in your wishlist'. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => api.post<Wishlist>('/api/partner/wishlist', { productId }),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistQueryKey, wishlist),
  });
}

/** Removes a saved product by the wishlist row's id or by the product's id. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (by: { id: string } | { productId: string }) =>
      api.delete<Wishlist>(
        'id' in by
          ? `/api/partner/wishlist/${encodeURIComponent(by.id)}`
          : `/api/partner/wishlist/products/${encodeURIComponent(by.productId)}`,
      ),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistQueryKey, wishlist),
  });
}

/** Keeps the wishlist in step across the partner's tabs. */
export function useLiveWishlist() {
  useLiveInvalidate({ events: ['wishlist.changed'], queryKeys: [wishlistQueryKey] });
}
