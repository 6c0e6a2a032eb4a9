import '@/test/setup-dom';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type IdempotentSubmission, useIdempotentSubmit } from './use-idempotent-submit';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A sender that records each submission and answers as told. */
function sender() {
  const sent: IdempotentSubmission<{ n: number }>[] = [];
  let fail = false;
  const send = vi.fn(async (submission: IdempotentSubmission<{ n: number }>) => {
    sent.push(submission);
    if (fail) throw new Error('lost');
    return `answer ${submission.body.n}`;
  });
  return { sent, send, failNext: (value: boolean) => (fail = value) };
}

describe('useIdempotentSubmit', () => {
  it('sends the body with a v4 uuid key and answers what the sender answered', async () => {
    const { sent, send } = sender();
    const { result } = renderHook(() => useIdempotentSubmit(send));
    await expect(result.current({ n: 1 })).resolves.toBe('answer 1');
    expect(sent[0]?.body).toEqual({ n: 1 });
    expect(sent[0]?.idempotencyKey).toMatch(uuid);
  });

  it('reuses the key when the same request is sent again after a failure', async () => {
    const { sent, send, failNext } = sender();
    const { result } = renderHook(() => useIdempotentSubmit(send));
    failNext(true);
    await expect(result.current({ n: 1 })).rejects.toThrow('lost');
    failNext(false);
    await result.current({ n: 1 });
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('takes a fresh key when the request changed', async () => {
    const { sent, send, failNext } = sender();
    const { result } = renderHook(() => useIdempotentSubmit(send));
    failNext(true);
    await expect(result.current({ n: 1 })).rejects.toThrow('lost');
    await expect(result.current({ n: 2 })).rejects.toThrow('lost');
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('takes a fresh key for the next request once one succeeded, even with the same body', async () => {
    const { sent, send } = sender();
    const { result } = renderHook(() => useIdempotentSubmit(send));
    await result.current({ n: 1 });
    await result.current({ n: 1 });
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('keeps its function across renders and calls the latest sender', async () => {
    const first = sender();
    const second = sender();
    const { result, rerender } = renderHook(({ send }) => useIdempotentSubmit(send), {
      initialProps: { send: first.send },
    });
    const submit = result.current;
    rerender({ send: second.send });
    expect(result.current).toBe(submit);
    await submit({ n: 3 });
    expect(first.send).not.toHaveBeenCalled();
    expect(second.sent).toHaveLength(1);
  });
});
