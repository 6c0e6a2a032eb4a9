import type { Statement } from '@party/shared/receivables/statement-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

const statementsKey = ['partner', 'statements'] as const;

/** GET /api/partner/statements?month=YYYY-MM: the company's statement of account (owners and admins). */
export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: [...statementsKey, month],
    queryFn: ({ signal }) =>
      api.get<Statement>(`/api/partner/statements?month=${encodeURIComponent(month)}`, { signal }),
  });

/** The month's statement as a download: 'pdf' or 'csv'. */
export function statementFileHref(month: string, format: 'pdf' | 'csv'): string {
  return `/api/partner/statements/${encodeURIComponent(month)}/${format}`;
}

/**
 * The statement on screen follows the account: a new order charged to it (order.changed), an
 * adjustment note credited (return.changed) and a payment recorded by finance (the owner's
 * 'Payment received' notification) refresh it, with its available credit.
 */
export function useLiveStatement() {
  useLiveInvalidate({
    events: ['order.changed', 'return.changed', 'notification.created'],
    queryKeys: [statementsKey],
  });
}
