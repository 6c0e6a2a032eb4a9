import { dashboardPath } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RecordStates } from '@/components/record/record-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal, useSignOut } from '@/features/auth/api';
import { myOnboardingQueryOptions } from '@/features/onboarding/api';
import { ApplicationStatus } from '@/features/onboarding/application-status';
import { OnboardingForm } from '@/features/onboarding/onboarding-form';
import { AuthLayout } from './auth-layout';

/** /onboarding: apply to be a vendor or associate, or see how the application stands. */
export default function OnboardingPage() {
  const principal = usePrincipal();
  const signOut = useSignOut();
  const [params] = useSearchParams();
  const application = useQuery(myOnboardingQueryOptions);
  // The rejected application the user chose to apply again after; a new application replaces it.
  const [reapplyingAfter, setReapplyingAfter] = useState<string | null>(null);
  const hasPortal = Boolean(principal.role || principal.isAdmin);

  return (
    <AuthLayout
      title="Join Party Central"
      description="Apply to work with us as a supplier (vendor) or as staff (associate). An administrator reviews each application."
      footer={
        <span className="flex flex-wrap items-center justify-center gap-3">
          Signed in as {principal.email}
          <Button variant="link" className="h-auto p-0" onClick={() => void signOut('/')}>
            Sign out
          </Button>
        </span>
      }
    >
      {params.get('reason') === 'no_role' && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
          Your account does not have a role yet, so there is no portal to open. Apply below, or wait for an
          administrator to finish reviewing your application.
        </p>
      )}
      <RecordStates
        query={application}
        loadingLabel="Loading your application"
        loading={<LoadingScreen />}
        errorTitle="Could not load your application"
        notFoundTitle="Could not load your application"
        className="flex flex-col gap-4"
      >
        {({ application: latest }) =>
          !latest || reapplyingAfter === latest.id ? (
            <OnboardingForm />
          ) : (
            <>
              <ApplicationStatus application={latest} />
              {latest.status === 'rejected' && (
                <Button onClick={() => setReapplyingAfter(latest.id)}>Apply Again</Button>
              )}
            </>
          )
        }
      </RecordStates>
      {hasPortal && (
        <Link to={dashboardPath(principal)} className={buttonVariants({ variant: 'outline' })}>
          Go to Dashboard
        </Link>
      )}
    </AuthLayout>
  );
}
