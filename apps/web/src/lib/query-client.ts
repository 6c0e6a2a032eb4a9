import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;

/**
 * Up to 3 retries, none when the error message contains the digit 4. Our API's
 * messages are written for people ("Order not found"), so a 4xx status counts as that digit too:
 * asking again cannot turn a refusal into an answer.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('4')) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
