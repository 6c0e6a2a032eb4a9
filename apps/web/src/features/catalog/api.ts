import type {
  CategoryList,
  FeaturedProducts,
  PartnerPrices,
  ProductDetail,
  ProductList,
} from '@party/shared';
import { type CatalogFilters, catalogQueryKeys } from '@party/shared/catalog/first-screen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
 * The partner's company's prices of a shop page's products (docs/product/wholesale-buying.md): the
 * page itself is the public catalogue's, and these overlay it.
 */
export const partnerPricesQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['partner-prices', ids] as const,
    queryFn: ({ signal }) =>
      api.get<PartnerPrices>(`/api/partner/product-prices?ids=${ids.map(encodeURIComponent).join(',')}`, {
        signal,
      }),
    enabled: ids.length > 0,
  });
