import type {
  AddVendorProductInput,
  UpdateVendorProductInput,
  UpdateVendorProfileInput,
  VendorCatalogueItem,
  VendorOverview,
  VendorProduct,
  VendorProductList,
  VendorProfile,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const vendorQueryKey = ['vendor'] as const;
const productsKey = [...vendorQueryKey, 'products'] as const;
const profileKey = [...vendorQueryKey, 'profile'] as const;
const overviewKey = [...vendorQueryKey, 'overview'] as const;

/** The vendor's catalog offers, newest first, with the four figures of docs/product/vendor-portal.md. */
export const vendorProductsQueryOptions = queryOptions({
  queryKey: productsKey,
  queryFn: ({ signal }) => api.get<VendorProductList>('/api/vendor/products', { signal }),
});

/** The Add dialog's picker: catalogue products whose name holds `search`. */
export function vendorCatalogueQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...vendorQueryKey, 'catalogue', search],
    queryFn: ({ signal }) =>
      api.get<{ items: VendorCatalogueItem[] }>(
        `/api/vendor/catalogue?search=${encodeURIComponent(search)}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every change to the catalog refreshes the list, its figures, the picker and the dashboard. */
function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorQueryKey });
}

export function useAddVendorProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: AddVendorProductInput) => api.post<VendorProduct>('/api/vendor/products', input),
    onSuccess: refresh,
  });
}

export function useUpdateVendorProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateVendorProductInput }) =>
      api.put<VendorProduct>(`/api/vendor/products/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useRemoveVendorProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/api/vendor/products/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** An admin's change to one of the vendor's offers (/admin/vendors/products) refreshes the catalog live. */
export function useLiveVendorProducts() {
  useLiveInvalidate({ events: ['vendor_offer.changed'], queryKeys: [productsKey] });
}

/** The company behind the account (Settings → Profile). */
export const vendorProfileQueryOptions = queryOptions({
  queryKey: profileKey,
  queryFn: ({ signal }) => api.get<VendorProfile>('/api/vendor/profile', { signal }),
  // A vendor whose company is not set up yet gets a 404: that is an answer, not a failure to retry.
  retry: false,
});

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVendorProfileInput) => api.put<VendorProfile>('/api/vendor/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      void queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

/** The dashboard's four figures. */
export const vendorOverviewQueryOptions = queryOptions({
  queryKey: overviewKey,
  queryFn: ({ signal }) => api.get<VendorOverview>('/api/vendor/overview', { signal }),
});

/** A new or answered purchase order (or any change the vendor is told about) refreshes the figures. */
export function useLiveVendorOverview() {
  useLiveInvalidate({ events: ['purchase_order.changed', 'notification.created'], queryKeys: [overviewKey] });
}
