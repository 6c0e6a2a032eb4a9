import type { Review, ReviewInput, ReviewList } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reviewsQueryKey = (productId: string) => ['partner', 'reviews', productId] as const;

const reviewsPath = (productId: string) => `/api/partner/products/${encodeURIComponent(productId)}/reviews`;

/** A product's reviews newest first, with the average (one decimal) and the count. */
export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ signal }) => api.get<ReviewList>(reviewsPath(productId), { signal }),
  });

/** Writes the signed-in partner's review (one per product); the list and average refetch after. */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => api.post<Review>(reviewsPath(productId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  });
}
