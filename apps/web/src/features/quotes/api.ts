import type { QuoteRequestInput, QuoteRequestResponse } from '@party/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QuoteSubmission {
  body: QuoteRequestInput;
  /** The same key for a repeated attempt of the same request, so the server creates one quote. */
  idempotencyKey: string;
}

/** POST /api/store/quotes: a visitor's quote request; answers the quote number. */
export function useRequestQuote() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: QuoteSubmission) =>
      api.post<QuoteRequestResponse>('/api/store/quotes', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}

/** A v4 uuid; crypto.randomUUID exists only on secure origins, so plain http gets the long way. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
