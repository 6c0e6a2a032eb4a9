import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/** What a write that must not repeat is sent with: its body and the Idempotency-Key header's value. */
export interface IdempotentSubmission<TBody> {
  body: TBody;
  /** The same key for a repeated attempt of the same request, so the server acts once. */
  idempotencyKey: string;
}

/**
 * Sends a write that must not repeat (quote request, checkout, credit request) with an
 * Idempotency-Key: one key per distinct request. Sending the same body again (a retry after a lost
 * answer) reuses its key, so the server acts once; a changed body gets a fresh key, and so does the
 * next request after one has succeeded. `send` is usually a mutation's `mutateAsync`.
 */
export function useIdempotentSubmit<TBody, TResult>(
  send: (submission: IdempotentSubmission<TBody>) => Promise<TResult>,
): (body: TBody) => Promise<TResult> {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const latestSend = useRef(send);
  latestSend.current = send;
  return useCallback(async (body: TBody) => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised)
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    const sent = attempt.current;
    const result = await latestSend.current({ body, idempotencyKey: sent.key });
    if (attempt.current === sent) attempt.current = null;
    return result;
  }, []);
}
