import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query cache settings', () => {
  it('keeps data fresh 5 minutes and cached 10 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(10 * 60 * 1000);
  });

  it('retries up to 3 times', () => {
    const error = new ApiError(503, 'INTERNAL', 'Service unavailable');
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('does not retry when the error message contains the digit 4', () => {
    expect(shouldRetryQuery(0, new Error('Request failed with status 404'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Timed out after 45 seconds'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Request failed with status 500'))).toBe(true);
  });

  it('does not retry a refusal from our API even when its message has no 4 in it', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'Order not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, 'FORBIDDEN', 'You may not see this order'))).toBe(false);
  });
});
