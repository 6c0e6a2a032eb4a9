import type { SystemSettings, SystemSettingsUpdate } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteQueryOptions } from './site-query';

export { siteQueryOptions } from './site-query';

const settingsKey = ['admin', 'settings'] as const;

/** The six system settings (docs/product/admin-area.md). */
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
      void queryClient.invalidateQueries({ queryKey: siteQueryOptions.queryKey });
    },
  });
}
