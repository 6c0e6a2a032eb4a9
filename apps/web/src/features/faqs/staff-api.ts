import type { FaqInput, StaffFaq, StaffFaqList } from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const staffFaqsKey = ['associate', 'faqs'] as const;
const base = '/api/associate/faqs';

/** Every FAQ (internal ones too), searched and filtered by the server. */
export function staffFaqsQueryOptions(filter: { search: string; category: string }) {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  const query = params.size ? `?${params}` : '';
  return queryOptions({
    queryKey: [...staffFaqsKey, filter],
    queryFn: ({ signal }) => api.get<StaffFaqList>(`${base}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change refreshes the management list and the public lists (/faq and the partner help centre). */
function useFaqChange<Input, Result>(request: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffFaqsKey }),
        queryClient.invalidateQueries({ queryKey: ['store', 'faqs'] }),
      ]);
    },
  });
}

export const useCreateFaq = () => useFaqChange((input: FaqInput) => api.post<StaffFaq>(base, input));
export const useUpdateFaq = () =>
  useFaqChange(({ id, input }: { id: string; input: FaqInput }) =>
    api.put<StaffFaq>(`${base}/${encodeURIComponent(id)}`, input),
  );
export const useDeleteFaq = () =>
  useFaqChange((id: string) => api.delete<void>(`${base}/${encodeURIComponent(id)}`));
