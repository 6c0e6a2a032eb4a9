import type {
  CreditApprovalInput,
  CreditOverview,
  CreditRejectionInput,
  CreditRequest,
  CreditRequestInput,
  CreditRequestList,
  CreditReviewList,
  CreditReviewRequest,
} from '@party/shared/credit/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

const creditKey = ['partner', 'credit'] as const;

/** The partner's approved limit, or { limit: null } before one exists. */
export const creditOverviewQueryOptions = queryOptions({
  queryKey: [...creditKey, 'overview'],
  queryFn: ({ signal }) => api.get<CreditOverview>('/api/partner/credit', { signal }),
});

/** The partner's credit limit requests, newest first. */
export const creditRequestsQueryOptions = queryOptions({
  queryKey: [...creditKey, 'requests'],
  queryFn: ({ signal }) => api.get<CreditRequestList>('/api/partner/credit/requests', { signal }),
});

/** POST /api/partner/credit/requests: opens a ticket and a pending request. */
export function useRequestCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSubmission<CreditRequestInput>) =>
      api.post<CreditRequest>('/api/partner/credit/requests', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKey }),
  });
}

/** A reviewer opening or deciding a request refreshes the partner's limit and requests live. */
export function useLivePartnerCredit() {
  useLiveInvalidate({ events: ['credit_request.changed', 'account.changed'], queryKeys: [creditKey] });
}

const reviewKey = ['staff', 'credit-requests'] as const;

/** A new request, or another reviewer's opening or decision, refreshes the review list live. */
export function useLiveCreditReview() {
  useLiveInvalidate({ events: ['credit_request.changed'], queryKeys: [reviewKey] });
}

/** Credit Limit Requests (docs/product/admin-area.md): every partner's requests for finance and admins. */
export const creditReviewQueryOptions = (queryString: string) =>
  queryOptions({
    queryKey: [...reviewKey, queryString],
    queryFn: ({ signal }) =>
      api.get<CreditReviewList>(`/api/associate/credit-requests${queryString ? `?${queryString}` : ''}`, {
        signal,
      }),
  });

/** A reviewer's decision or opening: refreshes the list after. */
function useReviewAction<Input>(path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Input }) => api.post<CreditReviewRequest>(path(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}

/** Opening a pending request moves it to under_review (docs/product/admin-area.md). */
export const useOpenCreditRequest = () =>
  useReviewAction<Record<string, never>>((id) => `/api/associate/credit-requests/${id}/open`);
export const useApproveCreditRequest = () =>
  useReviewAction<CreditApprovalInput>((id) => `/api/associate/credit-requests/${id}/approve`);
export const useRejectCreditRequest = () =>
  useReviewAction<CreditRejectionInput>((id) => `/api/associate/credit-requests/${id}/reject`);
