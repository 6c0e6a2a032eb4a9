import { authTexts, dashboardPath } from '@party/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { refreshCsrfToken } from '@/lib/csrf';
import { meQueryOptions } from './api';
import { type Portal, portals, SIGN_IN_REDIRECT_DELAY_MS } from './portals';
import { safeRedirectPath } from './redirect';

/**
 * After any successful sign-in (password, code, two-factor): 'Welcome back!', reload the session,
 * then after about 100 ms go back to where the user came from, else to this door's portal. A user
 * whose role belongs to another portal goes to their own dashboard rather than to a denied screen.
 */
export function useFinishSignIn(portal: Portal) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const origin = safeRedirectPath(params.get('redirect'));

  return useCallback(async () => {
    toast.success(authTexts.signInSuccess);
    void refreshCsrfToken();
    const { principal } = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    const home = portals[portal].home;
    const ownHome =
      principal && principal.role !== portals[portal].role && (principal.role || principal.isAdmin)
        ? dashboardPath(principal)
        : home;
    setTimeout(() => void navigate(origin ?? ownHome, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
  }, [queryClient, navigate, origin, portal]);
}
