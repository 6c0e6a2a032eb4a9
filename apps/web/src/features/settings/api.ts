import type { SiteInfo, SystemSettings, SystemSettingsUpdate } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** The six system settings (spec 3). */
export const systemSettingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => api.get<SystemSettings>('/api/admin/settings', { signal }),
});

export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemSettingsUpdate) => api.put<SystemSettings>('/api/admin/settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The banner and maintenance state every page reads.
      void queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}

/** GET /api/store/site: the site-wide banner and whether the maintenance page shows (public). */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => api.get<SiteInfo>('/api/store/site', { signal }),
  staleTime: 60_000,
});
