import type {
  AdminAssociateOverview,
  AdminDashboard,
  AdminPartnerOverview,
  AdminVendorOverview,
} from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const adminOverviewQueryKey = ['admin', 'overview'] as const;

/** The admin dashboard: the whole store in one read (issue 16 item 1). */
export const adminDashboardQueryOptions = queryOptions({
  queryKey: [...adminOverviewQueryKey, 'dashboard'],
  queryFn: ({ signal }) => api.get<AdminDashboard>('/api/admin/overview', { signal }),
});

/** Partner Administration's tiles and recent lists: one read. */
export const adminPartnerOverviewQueryOptions = queryOptions({
  queryKey: [...adminOverviewQueryKey, 'partners'],
  queryFn: ({ signal }) => api.get<AdminPartnerOverview>('/api/admin/overview/partners', { signal }),
});

/** Vendor Administration's tiles and recent lists: one read. */
export const adminVendorOverviewQueryOptions = queryOptions({
  queryKey: [...adminOverviewQueryKey, 'vendors'],
  queryFn: ({ signal }) => api.get<AdminVendorOverview>('/api/admin/overview/vendors', { signal }),
});

/** Associate Administration's tiles and recent lists: one read. */
export const adminAssociateOverviewQueryOptions = queryOptions({
  queryKey: [...adminOverviewQueryKey, 'associates'],
  queryFn: ({ signal }) => api.get<AdminAssociateOverview>('/api/admin/overview/associates', { signal }),
});

/** An order placed or changed (admins hear every one) refreshes the figures on screen. */
export function useLiveAdminOverview() {
  useLiveInvalidate({
    events: ['order.changed'],
    queryKeys: [adminOverviewQueryKey],
  });
}
