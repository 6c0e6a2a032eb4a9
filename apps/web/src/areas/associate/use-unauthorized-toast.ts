import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

export const unauthorizedToast = {
  title: 'You do not have permission to access that area',
  description: 'Please contact an administrator if you need access',
  durationMs: 5000,
} as const;

/**
 * A screen the department may not open (docs/product/associate-portal.md): ?unauthorized=true shows
 * the permission toast (5 s) and returns to /associate. It answers the user's navigation, not a load
 * failure, so it stays a toast.
 */
export function useUnauthorizedToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const unauthorized = params.get('unauthorized') === 'true';
  useEffect(() => {
    if (!unauthorized) return;
    toast.error(unauthorizedToast.title, {
      id: 'associate-unauthorized',
      description: unauthorizedToast.description,
      duration: unauthorizedToast.durationMs,
    });
    void navigate('/associate', { replace: true });
  }, [unauthorized, navigate]);
}
