import type { PublicFaqList } from '@party/shared';
import { type FaqFilter, publicFaqsQueryKey } from '@party/shared/faqs/categories';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { FaqFilter };

/** Public FAQs filtered by the server; one cache entry per search + category. */
export function publicFaqsQueryOptions(filter: FaqFilter) {
  const params = new URLSearchParams();
  const text = filter.search.trim();
  if (text) params.set('search', text);
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  const query = params.size ? `?${params}` : '';
  return queryOptions({
    queryKey: publicFaqsQueryKey(filter),
    queryFn: ({ signal }) => api.get<PublicFaqList>(`/api/store/faqs${query}`, { signal }),
  });
}

/** Keeps the last list on screen while the next search loads, so the accordion does not flash. */
export function usePublicFaqs(filter: FaqFilter) {
  return useQuery({ ...publicFaqsQueryOptions(filter), placeholderData: keepPreviousData });
}
