import type { QuoteRequestInput, QuoteRequestResponse } from '@party/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';

/** POST /api/store/quotes: a visitor's quote request; answers the quote number. */
export function useRequestQuote() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSubmission<QuoteRequestInput>) =>
      api.post<QuoteRequestResponse>('/api/store/quotes', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
