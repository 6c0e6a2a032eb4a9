import type { PartnerOverview } from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const partnerOverviewQueryKey = ['partner', 'overview'] as const;

/** The sidebar's pending tasks and the dashboard's loyalty points: one small query. */
export const partnerOverviewQueryOptions = queryOptions({
  queryKey: partnerOverviewQueryKey,
  queryFn: ({ signal }) => api.get<PartnerOverview>('/api/partner/overview', { signal }),
  // Cheap to ask again; a read message or a cancelled order should show soon even without an event.
  staleTime: 30_000,
});

/**
 * Live events after which the counts may differ: notifications (order status changes, staff
 * replies), the partner's own orders (checkout, cancel), new messages (a ticket opens with two) and
 * conversations read.
 */
export const partnerOverviewEvents = [
  'notification.created',
  'notifications.changed',
  'order.changed',
  'message.created',
  'conversations.changed',
] as const;

/** Refetches the overview when one of those events arrives, and after the live stream reconnects. */
export function useLivePartnerOverview() {
  useLiveInvalidate({ events: partnerOverviewEvents, queryKeys: [partnerOverviewQueryKey] });
}
