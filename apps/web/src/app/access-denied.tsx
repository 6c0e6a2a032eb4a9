import { dashboardPath, type Principal, rankDeniedMessage } from '@party/shared';
import { ShieldAlertIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

type DeniedReason = 'admin' | 'rank' | 'role' | 'associate' | 'company';

/** docs/product/storefront-and-sign-in.md, word for word. */
export function deniedTexts(reason: DeniedReason, principal: Principal) {
  switch (reason) {
    case 'admin':
      return {
        title: 'Admin Access Required',
        message: 'You need administrator privileges to access this page.',
      };
    case 'rank':
      // Administrator ranks are ours (docs/product/access.md).
      return { title: 'Insufficient Permissions', message: rankDeniedMessage(principal.adminRank) };
    case 'role': {
      const role = principal.role ?? (principal.isAdmin ? 'admin' : 'none');
      return {
        title: 'Access Restricted',
        message: `Your current role (${role}) doesn't have access to this page.`,
      };
    }
    case 'associate':
      return {
        title: 'Insufficient Permissions',
        message: "You don't have the required associate permissions to access this feature.",
      };
    case 'company':
      // docs/product/company-accounts.md, "Roles". Written here, not imported: the company roles'
      // module would join every portal's first download for a screen no partner route asks for yet.
      return {
        title: 'Insufficient Permissions',
        message: `Your role in your company (${principal.companyRole ?? 'none'}) doesn't allow this.`,
      };
  }
}

function canGoBack(): boolean {
  // react-router numbers its history entries; 0 means this tab opened on this page.
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** The screen after a failed access check; every way out leads to the user's own dashboard (/{role}). */
export function AccessDenied({ reason, principal }: { reason: DeniedReason; principal: Principal }) {
  const navigate = useNavigate();
  const { title, message } = deniedTexts(reason, principal);
  const dashboard = dashboardPath(principal);
  const toDashboard = () => void navigate(dashboard);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlertIcon className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => (canGoBack() ? void navigate(-1) : toDashboard())}>
          Go Back
        </Button>
        {reason === 'associate' ? (
          <Button onClick={toDashboard}>Return to Dashboard</Button>
        ) : (
          <Button onClick={toDashboard}>Go to Dashboard</Button>
        )}
      </div>
    </div>
  );
}
