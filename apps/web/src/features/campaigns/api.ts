import type { Campaign, CampaignAnalytics, CampaignInput, CampaignList, CampaignTab } from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const campaignsKey = ['associate', 'campaigns'] as const;
const base = '/api/associate/campaigns';
const at = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** One tab's page of campaigns (newest first) and every tab's count. */
export function campaignsQueryOptions(query: {
  tab: CampaignTab;
  search: string;
  page: number;
  pageSize: number;
}) {
  const params = new URLSearchParams({
    tab: query.tab,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) params.set('search', query.search);
  return queryOptions({
    queryKey: [...campaignsKey, 'list', query],
    queryFn: ({ signal }) => api.get<CampaignList>(`${base}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...campaignsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Campaign>(at(id), { signal }),
  });
}

export function campaignAnalyticsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...campaignsKey, 'analytics', id],
    queryFn: ({ signal }) => api.get<CampaignAnalytics>(at(id, '/analytics'), { signal }),
  });
}

/** Colleagues' changes, reviews and the lifecycle job arrive live (campaign.changed). */
export function useLiveCampaigns() {
  useLiveInvalidate({ events: ['campaign.changed'], queryKeys: [campaignsKey] });
}

function useCampaignChange<Input>(request: (input: Input) => Promise<Campaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaign.id).queryKey, campaign);
      await queryClient.invalidateQueries({ queryKey: [...campaignsKey, 'list'] });
    },
  });
}

export const useCreateCampaign = () =>
  useCampaignChange((body: CampaignInput) => api.post<Campaign>(base, body));
export const useUpdateCampaign = () =>
  useCampaignChange(({ id, body }: { id: string; body: CampaignInput }) => api.put<Campaign>(at(id), body));
export const useSubmitCampaign = () =>
  useCampaignChange((id: string) => api.post<Campaign>(at(id, '/submit'), {}));
export const useApproveCampaign = () =>
  useCampaignChange((id: string) => api.post<Campaign>(at(id, '/approve'), {}));
export const useRejectCampaign = () =>
  useCampaignChange(({ id, reason }: { id: string; reason: string }) =>
    api.post<Campaign>(at(id, '/reject'), { reason }),
  );

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(at(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...campaignsKey, 'list'] }),
  });
}
