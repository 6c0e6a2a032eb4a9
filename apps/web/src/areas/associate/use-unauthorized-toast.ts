import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

export const unauthorizedToast = {
  title: 'You do not have permission to access that area',
  description: 'Please contact an administrator if you need access',
  durationMs: 5000,
} as const;

/** Spec 3 section 2: ?unauthorized=true shows the permission toast and returns to /associate. */
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
