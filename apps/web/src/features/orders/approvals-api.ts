import type { ApprovalTab, OrderApprovalList, OrderDecision } from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { ordersQueryKey } from './api';

export const approvalsQueryKey = ['partner', 'approvals'] as const;

/** The company's orders awaiting approval, or decided (docs/product/company-accounts.md, "Approval"). */
export function approvalsQueryOptions(tab: ApprovalTab) {
  return queryOptions({
    queryKey: [...approvalsQueryKey, tab],
    queryFn: ({ signal }) => api.get<OrderApprovalList>(`/api/partner/approvals?tab=${tab}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or reject with a reason; the approvals and Track Orders refresh either way (a 409 too). */
export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      decision,
      reason,
    }: {
      orderId: string;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      api.post<OrderDecision>(
        `/api/partner/approvals/${encodeURIComponent(orderId)}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]),
  });
}

/** A member's order sent for approval, or decided elsewhere, refreshes the list on screen. */
export function useLiveApprovals() {
  useLiveInvalidate({ events: ['order.approval'], queryKeys: [approvalsQueryKey] });
}
