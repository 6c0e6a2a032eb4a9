import type {
  AdminAddVendorProductInput,
  AdminVendorProductList,
  AdminVendorProductQuery,
  UpdateVendorProductInput,
  VendorCatalogueItem,
  VendorProduct,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const adminVendorProductsKey = ['admin', 'vendor-products'] as const;

function toQueryString(query: AdminVendorProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  return params.toString();
}

/** /admin/vendors/products: every vendor's offers, one page, with the companies for the filter. */
export const adminVendorProductsQueryOptions = (query: AdminVendorProductQuery) =>
  queryOptions({
    queryKey: [...adminVendorProductsKey, 'list', query],
    queryFn: ({ signal }) => {
      const qs = toQueryString(query);
      return api.get<AdminVendorProductList>(`/api/admin/vendor-products${qs ? `?${qs}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** The admin Add dialog's picker: catalogue products, marking what the chosen vendor already offers. */
export const adminVendorCatalogueQueryOptions = (vendorId: string, search: string) =>
  queryOptions({
    queryKey: [...adminVendorProductsKey, 'catalogue', vendorId, search],
    queryFn: ({ signal }) =>
      api.get<{ items: VendorCatalogueItem[] }>(
        `/api/admin/vendor-products/catalogue?vendorId=${encodeURIComponent(vendorId)}&search=${encodeURIComponent(search)}`,
        { signal },
      ),
    enabled: vendorId !== '',
    placeholderData: keepPreviousData,
  });

/** A vendor's (or another admin's) change to an offer refreshes the list live. */
export function useLiveAdminVendorProducts() {
  useLiveInvalidate({ events: ['vendor_offer.changed'], queryKeys: [adminVendorProductsKey] });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminVendorProductsKey });
}

export function useAdminAddVendorProduct() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (input: AdminAddVendorProductInput) =>
      api.post<VendorProduct>('/api/admin/vendor-products', input),
    onSuccess,
  });
}

export function useAdminUpdateVendorProduct() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateVendorProductInput }) =>
      api.put<VendorProduct>(`/api/admin/vendor-products/${encodeURIComponent(id)}`, input),
    onSuccess,
  });
}

export function useAdminRemoveVendorProduct() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ id: string }>(`/api/admin/vendor-products/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
