import type { Principal } from '@party/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { refreshCsrfToken } from '@/lib/csrf';
import { meQueryKey, meQueryOptions } from './me-query';

export { meQueryKey, meQueryOptions };

export function useSession() {
  return useQuery(meQueryOptions);
}

/** The signed-in user; only for screens behind an AccessGuard, where the session is loaded. */
export function usePrincipal(): Principal {
  const { data } = useSession();
  if (!data?.principal) throw new Error('usePrincipal used outside a signed-in area');
  return data.principal;
}

/**
 * Signs out on the server, leaves for `to`, then drops every cached answer so nothing of this
 * user stays in memory. Navigating first keeps the AccessGuard from sending the page to /login.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      const { authClient } = await import('@/lib/auth-client');
      await authClient.signOut();
      void refreshCsrfToken();
      await navigate(to, { replace: true });
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, { principal: null });
    },
    [navigate, queryClient],
  );
}
