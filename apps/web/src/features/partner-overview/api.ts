import type { PartnerOverview } from '@party/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { subscribeLiveEvent, subscribeReconnect } from '@/lib/realtime';

export const partnerOverviewQueryKey = ['partner', 'overview'] as const;

/** The sidebar's pending tasks and the dashboard's loyalty points: one small query. */
export const partnerOverviewQueryOptions = queryOptions({
  queryKey: partnerOverviewQueryKey,
  queryFn: ({ signal }) => api.get<PartnerOverview>('/api/partner/overview', { signal }),
  // Cheap to ask again; a read message or a cancelled order should show soon even without an event.
  staleTime: 30_000,
});

/**
 * Live events after which the counts may differ: every order status change and every staff reply
 * notifies the partner (PRODUCT.md), and a domain whose change moves a count without a notification
 * (checkout, a ticket created, messages read) publishes 'partner.overview.changed' to the partner.
 */
export const partnerOverviewEvents = [
  'notification.created',
  'notifications.changed',
  'partner.overview.changed',
] as const;

/** Refetches the overview when one of those events arrives, and after the live stream reconnects. */
export function useLivePartnerOverview() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: partnerOverviewQueryKey });
    const stops = [
      ...partnerOverviewEvents.map((type) => subscribeLiveEvent(type, refresh)),
      subscribeReconnect(refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
