import type { SiteInfo } from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Its own module: every page's first download reads it (app/site-status.tsx), and the settings
// screen's mutations beside it in api.ts would come along (docs/ARCHITECTURE.md, what a visitor
// downloads first).
/** GET /api/store/site: the site-wide banner and whether the maintenance page shows (public). */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => api.get<SiteInfo>('/api/store/site', { signal }),
  staleTime: 60_000,
});
