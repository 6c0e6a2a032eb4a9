import type { PublicFaqList } from '@party/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface FaqFilter {
  search: string;
  category: string;
}

/** Public FAQs filtered by the server; one cache entry per search + category. */
export function publicFaqsQueryOptions({ search, category }: FaqFilter) {
  const params = new URLSearchParams();
  const text = search.trim();
  if (text) params.set('search', text);
  if (category && category !== 'all') params.set('category', category);
  const query = params.size ? `?${params}` : '';
  return queryOptions({
    queryKey: ['store', 'faqs', { search: text, category: category || 'all' }],
    queryFn: ({ signal }) => api.get<PublicFaqList>(`/api/store/faqs${query}`, { signal }),
  });
}

/** Keeps the last list on screen while the next search loads, so the accordion does not flash. */
export function usePublicFaqs(filter: FaqFilter) {
  return useQuery({ ...publicFaqsQueryOptions(filter), placeholderData: keepPreviousData });
}
