import type { MeResponse } from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Its own module: every page's first download reads it (app/site-status.tsx), and the session hooks
// beside it in api.ts, which only signed-in screens use, would come along (docs/ARCHITECTURE.md,
// what a visitor downloads first).

export const meQueryKey = ['me'] as const;

/** The signed-in user as the server resolves it (null for a visitor). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api.get<MeResponse>('/api/me', { signal }),
});
