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

/** An invoice, payment or adjustment note of the company's elsewhere refreshes its statements. */
export function useLiveStatements() {
  useLiveInvalidate({ events: ['account.changed'], queryKeys: [statementsKey] });
}

/** The month's statement as a download: 'pdf' or 'csv'. */
export function statementFileHref(month: string, format: 'pdf' | 'csv'): string {
  return `/api/partner/statements/${encodeURIComponent(month)}/${format}`;
}
