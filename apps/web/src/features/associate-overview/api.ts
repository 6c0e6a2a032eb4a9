import type { AssociateOverview } from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const associateOverviewQueryKey = ['associate', 'overview'] as const;

/** The sidebar's pending tasks and the dashboard's work of the day: one small query. */
export const associateOverviewQueryOptions = queryOptions({
  queryKey: associateOverviewQueryKey,
  queryFn: ({ signal }) => api.get<AssociateOverview>('/api/associate/overview', { signal }),
  // Cheap to ask again; a change without an event of its own shows soon anyway.
  staleTime: 30_000,
});

/**
 * Live events after which the counts may differ: notifications (a new quote request, a low-stock
 * alert), orders placed or changed, stock moves, quotes (approvals), purchase orders, the desk's
 * conversations and tickets (assigned, closed, reopened), and workflow steps.
 */
export const associateOverviewEvents = [
  'notification.created',
  'order.changed',
  'product.stock',
  'quote.changed',
  'purchase_order.changed',
  'message.created',
  'conversations.changed',
  'ticket.changed',
  'workflow.changed',
] as const;

/** Refetches the overview when one of those events arrives, and after the live stream reconnects. */
export function useLiveAssociateOverview() {
  useLiveInvalidate({ events: associateOverviewEvents, queryKeys: [associateOverviewQueryKey] });
}
