import type { ConvertLeadResponse, Lead, LeadList, LeadOwnerList, UpdateLeadInput } from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const leadsKey = ['associate', 'leads'] as const;
const base = '/api/associate/leads';
const at = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** Leads of a stage ('open' by default) and search, with the count of every stage. */
export function leadsQueryOptions(filter: { stage: string; search: string }) {
  const params = new URLSearchParams({ stage: filter.stage });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return queryOptions({
    queryKey: [...leadsKey, 'list', filter],
    queryFn: ({ signal }) => api.get<LeadList>(`${base}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const leadOwnersQueryOptions = queryOptions({
  queryKey: [...leadsKey, 'owners'],
  queryFn: ({ signal }) => api.get<LeadOwnerList>(`${base}/owners`, { signal }),
  staleTime: 5 * 60_000,
});

/** A colleague's change, a storefront quote request or a sign-up refreshes the list. */
export function useLiveLeads() {
  useLiveInvalidate({ events: ['lead.changed', 'quote.changed'], queryKeys: [[...leadsKey, 'list']] });
}

function useLeadChange<Input, Result>(request: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...leadsKey, 'list'] }),
  });
}

export const useUpdateLead = () =>
  useLeadChange(({ id, input }: { id: string; input: UpdateLeadInput }) => api.patch<Lead>(at(id), input));
export const useConvertLead = () =>
  useLeadChange((id: string) => api.post<ConvertLeadResponse>(at(id, '/convert'), {}));
