import type { RecentActivityList } from '@party/shared/activity/contract';
import { RECENT_ACTIVITY_REFRESH_MS } from '@party/shared/activity/feed';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The social-proof feed: the 10 newest events, refreshed every 30 s (docs/product/storefront-and-sign-in.md). */
export const recentActivityQueryOptions = queryOptions({
  queryKey: ['recent-activity'],
  queryFn: ({ signal }) => api.get<RecentActivityList>('/api/store/recent-activity', { signal }),
  refetchInterval: RECENT_ACTIVITY_REFRESH_MS,
  staleTime: RECENT_ACTIVITY_REFRESH_MS,
  // Decoration only: a failing feed hides the popup rather than retrying in the background.
  retry: false,
});
