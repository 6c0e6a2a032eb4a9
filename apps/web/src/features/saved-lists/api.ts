import type {
  AddLinesToCartResponse,
  CreateSavedList,
  SavedList,
  SavedListLineInput,
  SavedLists,
} from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const savedListsKey = ['partner', 'saved-lists'] as const;

const listPath = (id: string) => `/api/partner/lists/${encodeURIComponent(id)}`;

/** The company's saved lists, last changed first (docs/product/wholesale-buying.md, "Saved lists"). */
export const savedListsQueryOptions = queryOptions({
  queryKey: savedListsKey,
  queryFn: ({ signal }) => api.get<SavedLists>('/api/partner/lists', { signal }),
});

/** One list with its lines priced today at the company's prices. */
export const savedListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...savedListsKey, id],
    queryFn: ({ signal }) => api.get<SavedList>(listPath(id), { signal }),
  });

/** The list's CSV (sku, product, quantity, unit_price, list_price): a plain link the browser downloads. */
export const savedListExportHref = (id: string) => `${listPath(id)}/export.csv`;

/** Another member's change of any list refreshes the lists and the open list. */
export function useLiveSavedLists() {
  useLiveInvalidate({ events: ['saved_list.changed'], queryKeys: [savedListsKey] });
}

/** A change that answers with the whole list: shown at once, and the lists' counts refetched. */
function useListChange<Input>(mutationFn: (input: Input) => Promise<SavedList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list) => {
      queryClient.setQueryData(savedListQueryOptions(list.id).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: savedListsKey, exact: true });
    },
  });
}

export const useCreateSavedList = () =>
  useListChange((body: CreateSavedList) => api.post<SavedList>('/api/partner/lists', body));

/** "Save as List" on a past order: a new list of the order's lines (docs/product/wholesale-buying.md). */
export const useSaveOrderAsList = () =>
  useListChange(({ orderId, name }: { orderId: string; name: string }) =>
    api.post<SavedList>('/api/partner/lists/from-order', { orderId, name }),
  );

export const useRenameSavedList = () =>
  useListChange(({ id, name }: { id: string; name: string }) => api.put<SavedList>(listPath(id), { name }));

export const useReplaceSavedListLines = () =>
  useListChange(({ id, lines }: { id: string; lines: SavedListLineInput[] }) =>
    api.put<SavedList>(`${listPath(id)}/lines`, { lines }),
  );

/** "Save to List": adds the units to the product's line on the list, or starts one. */
export const useAddSavedListLine = () =>
  useListChange(({ id, productId, quantity }: { id: string; productId: string; quantity?: number }) =>
    api.post<SavedList>(`${listPath(id)}/lines`, { productId, ...(quantity ? { quantity } : {}) }),
  );

export function useDeleteSavedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(listPath(id)),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: savedListQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: savedListsKey, exact: true });
    },
  });
}

/** Every line into the caller's cart, all or none; the caller puts the answer's cart in place. */
export function useAddSavedListToCart() {
  return useMutation({
    mutationFn: (id: string) => api.post<AddLinesToCartResponse>(`${listPath(id)}/cart`),
  });
}
