import { type AccessRule, decideAccess } from '@party/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen, loadingTexts } from '@/components/loading-screen';
import { useSession } from '@/features/auth/api';
import { loginPathFor } from '@/features/auth/redirect';
import { AccessDenied } from './access-denied';

/** Access checks run after a 100 ms delay. */
export const ACCESS_CHECK_DELAY_MS = 100;

/**
 * Chooses what a signed-in area shows, in the order of docs/product/storefront-and-sign-in.md (decideAccess): login, onboarding,
 * denied screens, or the area. Only a convenience: the server refuses the same callers anyway.
 * `standalone` guards stand outside any shell and so bring their own <main> landmark.
 */
export function AccessGuard({
  rule,
  children,
  standalone = true,
  subRoleDeniedTo,
}: {
  rule: AccessRule;
  children?: ReactNode;
  standalone?: boolean;
  /** Where a caller lacking the sub-role goes instead of the denied screen (/associate?unauthorized=true, docs/product/associate-portal.md). */
  subRoleDeniedTo?: string;
}) {
  const session = useSession();
  const location = useLocation();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ACCESS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const frame = (content: ReactNode) => (standalone ? <main id="main">{content}</main> : content);

  if (session.isError) throw session.error;
  if (!waited || session.isPending)
    return frame(<LoadingScreen message={loadingTexts.access} fullScreen={standalone} />);

  const principal = session.data.principal;
  const decision = decideAccess(rule, principal);
  switch (decision.outcome) {
    case 'login':
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
    case 'onboarding':
      return <Navigate to="/onboarding?reason=no_role" replace />;
    case 'denied':
      if (decision.reason === 'associate' && subRoleDeniedTo)
        return <Navigate to={subRoleDeniedTo} replace />;
      // decideAccess only denies a signed-in user.
      return frame(<AccessDenied reason={decision.reason} principal={principal!} />);
    case 'allow':
      return children ?? <Outlet />;
  }
}
