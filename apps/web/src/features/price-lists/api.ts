import type {
  PriceListAssignmentsInput,
  PriceListCompanyList,
  PriceListDetail,
  PriceListItemsInput,
  PriceListPage,
  PriceListValues,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const priceListsKey = ['associate', 'price-lists'] as const;
const base = '/api/associate/price-lists';
const at = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** A page of lists in name order, searched by name. */
export function priceListsQueryOptions(query: { search: string; page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return queryOptions({
    queryKey: [...priceListsKey, 'list', query],
    queryFn: ({ signal }) => api.get<PriceListPage>(`${base}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One list with its products and assignments. */
export function priceListQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...priceListsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<PriceListDetail>(at(id), { signal }),
  });
}

/** Companies whose name contains the text, for the assignment picker. */
export function priceListCompaniesQueryOptions(search: string) {
  const params = new URLSearchParams(search ? { search } : {});
  return queryOptions({
    queryKey: [...priceListsKey, 'companies', search],
    queryFn: ({ signal }) => api.get<PriceListCompanyList>(`${base}/companies?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change answers with the list as it now is: the detail takes it, the pages are read again. */
function usePriceListChange<Input>(request: (input: Input) => Promise<PriceListDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (list) => queryClient.setQueryData(priceListQueryOptions(list.id).queryKey, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...priceListsKey, 'list'] }),
  });
}

export const useCreatePriceList = () =>
  usePriceListChange((input: PriceListValues) => api.post<PriceListDetail>(base, input));
export const useUpdatePriceList = () =>
  usePriceListChange(({ id, input }: { id: string; input: PriceListValues }) =>
    api.put<PriceListDetail>(at(id), input),
  );
export const useSavePriceListItems = (id: string) =>
  usePriceListChange((input: PriceListItemsInput) => api.put<PriceListDetail>(at(id, '/items'), input));
export const useAssignPriceList = (id: string) =>
  usePriceListChange((input: PriceListAssignmentsInput) =>
    api.put<PriceListDetail>(at(id, '/assignments'), input),
  );

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(at(id)),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: priceListQueryOptions(id).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...priceListsKey, 'list'] }),
  });
}
