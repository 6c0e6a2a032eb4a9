import {
  type BulkResult,
  CSRF_HEADER,
  type InventoryHistoryEntry,
  type PriceHistoryEntry,
  type ProductImportResult,
  type ProductInput,
  type ProductStats,
  type QuantityRules,
  type QuantityRulesView,
  type StaffProduct,
  type StaffProductList,
  type StockAdjustment,
  type StockAdjustmentResult,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, toApiError } from '@/lib/api-client';
import { getCsrfToken } from '@/lib/csrf';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const staffProductsKey = ['associate', 'products'] as const;
const base = '/api/associate/products';

/** The list's query string: the search text and page (docs/product/associate-portal.md: pages of 10). */
export function productListQueryString(params: { search: string; page?: number }): string {
  const search = new URLSearchParams();
  if (params.search) search.set('search', params.search);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search.toString();
}

export function staffProductsQueryOptions(params: { search: string; page: number }) {
  return queryOptions({
    queryKey: [...staffProductsKey, 'list', params.search, params.page],
    queryFn: ({ signal }) =>
      api.get<StaffProductList>(`${base}?${productListQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const productStatsQueryOptions = queryOptions({
  queryKey: [...staffProductsKey, 'stats'],
  queryFn: ({ signal }) => api.get<ProductStats>(`${base}/stats`, { signal }),
});

/** History failures return empty results silently. */
export function priceHistoryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...staffProductsKey, 'price-history', productId],
    queryFn: ({ signal }) =>
      api
        .get<{ items: PriceHistoryEntry[] }>(`${base}/${productId}/price-history`, { signal })
        .then((r) => r.items)
        .catch((): PriceHistoryEntry[] => []),
  });
}

export function inventoryHistoryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...staffProductsKey, 'inventory-history', productId],
    queryFn: ({ signal }) =>
      api
        .get<{ items: InventoryHistoryEntry[] }>(`${base}/${productId}/inventory-history`, { signal })
        .then((r) => r.items)
        .catch((): InventoryHistoryEntry[] => []),
  });
}

/** Keeps the list, figures and histories current while stock moves elsewhere (orders, other staff). */
export function useLiveProducts() {
  useLiveInvalidate({ events: ['product.stock'], queryKeys: [staffProductsKey] });
}

function useProductMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffProductsKey }),
  });
}

export const useCreateProduct = () =>
  useProductMutation((input: ProductInput) => api.post<StaffProduct>(base, input));
export const useUpdateProduct = () =>
  useProductMutation(({ id, input }: { id: string; input: ProductInput }) =>
    api.patch<StaffProduct>(`${base}/${id}`, input),
  );
export const useDeleteProduct = () =>
  useProductMutation((id: string) => api.delete<BulkResult>(`${base}/${id}`));
export const useBulkDeleteProducts = () =>
  useProductMutation((ids: string[]) => api.post<BulkResult>(`${base}/bulk-delete`, { ids }));
export const useBulkFeatureProducts = () =>
  useProductMutation((input: { ids: string[]; isFeatured: boolean }) =>
    api.post<BulkResult>(`${base}/bulk-featured`, input),
  );
export const useAdjustStock = () =>
  useProductMutation(({ id, input }: { id: string; input: StockAdjustment }) =>
    api.post<StockAdjustmentResult>(`${base}/${id}/stock-adjustments`, input),
  );

/** The Wholesale dialog's save: SKU, pack size, minimum order and quantity breaks, replaced whole. */
export const useSetQuantityRules = () =>
  useProductMutation(({ id, input }: { id: string; input: QuantityRules }) =>
    api.put<QuantityRulesView>(`${base}/${id}/quantity-rules`, input),
  );

export const exportHref = (search: string) => {
  const query = productListQueryString({ search });
  return `${base}/export${query ? `?${query}` : ''}`;
};

/**
 * Sends the CSV file itself for import (multipart/form-data, which the server streams to disk),
 * reporting the upload's progress (0–1): XMLHttpRequest, since fetch tells nothing of an upload's
 * progress. The server's check and save are told under `progressId` (useWorkProgress). Resolves
 * with the server's report.
 */
export async function uploadProductImport(
  file: File,
  progressId: string,
  onUpload: (fraction: number) => void,
): Promise<ProductImportResult> {
  const token = await getCsrfToken();
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base}/import?progressId=${encodeURIComponent(progressId)}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) response.json().then(resolve, reject);
      else toApiError(response).then(reject, reject);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: { file: File; progressId: string; onUpload: (fraction: number) => void }) =>
      uploadProductImport(run.file, run.progressId, run.onUpload),
    onSuccess: (result) => {
      if (result.outcome === 'imported') void queryClient.invalidateQueries({ queryKey: staffProductsKey });
    },
  });
}
