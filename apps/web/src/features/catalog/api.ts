import type { CategoryList, FeaturedProducts, ProductDetail, ProductList } from '@party/shared';
import { type CatalogFilters, catalogQueryKeys } from '@party/shared/catalog/first-screen';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { subscribeLiveEvent, subscribeReconnect } from '@/lib/realtime';

export { type CatalogFilters, catalogQueryKeys };

export function productListPath(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category && filters.category !== 'all') params.set('category', filters.category);
  if (filters.theme && filters.theme !== 'all') params.set('theme', filters.theme);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return `/api/store/products${query ? `?${query}` : ''}`;
}

export const productListQueryOptions = (filters: CatalogFilters) =>
  queryOptions({
    queryKey: catalogQueryKeys.list(filters),
    queryFn: ({ signal }) => api.get<ProductList>(productListPath(filters), { signal }),
  });

export const featuredProductsQueryOptions = queryOptions({
  queryKey: catalogQueryKeys.featured,
  queryFn: ({ signal }) => api.get<FeaturedProducts>('/api/store/products/featured', { signal }),
});

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogQueryKeys.product(slug),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/api/store/products/${encodeURIComponent(slug)}`, { signal }),
  });

/** The partner shop's product detail by id (/partner/shop/{id}). */
export const partnerProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogQueryKeys.productById(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/api/partner/products/${encodeURIComponent(id)}`, { signal }),
  });

export const categoriesQueryOptions = queryOptions({
  queryKey: catalogQueryKeys.categories,
  queryFn: ({ signal }) => api.get<CategoryList>('/api/store/categories', { signal }),
});

/**
 * Keeps an open product page's stock live: a 'product.stock' event for this product (sent to every
 * visitor when its stock changes) refetches it, and so does the stream coming back after a break.
 */
export function useLiveStock(product: { id: string; slug: string } | undefined) {
  const queryClient = useQueryClient();
  const id = product?.id;
  const slug = product?.slug;
  useEffect(() => {
    if (!id || !slug) return;
    const refresh = () => queryClient.invalidateQueries({ queryKey: catalogQueryKeys.product(slug) });
    const stopStock = subscribeLiveEvent('product.stock', (data) => {
      if ((data as { productId?: unknown }).productId === id) void refresh();
    });
    const stopReconnect = subscribeReconnect(() => void refresh());
    return () => {
      stopStock();
      stopReconnect();
    };
  }, [id, slug, queryClient]);
}
