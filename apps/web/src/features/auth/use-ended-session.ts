import type { Principal } from '@party/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';
import { meQueryKey } from './me-query';

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A 401 from any API call means the session is over (signed out elsewhere, past its idle or absolute
 * limit, ADR 0003): the session is asked for again, so every AccessGuard on the page sends the user
 * to sign in, back to where they were, rather than leaving a screen of failed requests. Used by the
 * signed-in portals' shell, so a visitor's first download does not carry it. An admin's
 * change to the signed-in user (disabled, a role granted or taken) is announced live as
 * `user.changed`: the session is asked for again at once too, so it applies without a reload.
 */
export function useEndedSessionSignIn(principal: Principal) {
  const queryClient = useQueryClient();
  useLiveInvalidate({
    events: ['user.changed'],
    queryKeys: [meQueryKey],
    matches: (data) => (data as { userId?: unknown }).userId === principal.userId,
  });
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSignedOut(event.action.error))
        recheck();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSignedOut(event.action.error))
        recheck();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
