import type {
  CreditOverview,
  CreditRequest,
  CreditRequestInput,
  CreditRequestList,
} from '@party/shared/credit/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';

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
