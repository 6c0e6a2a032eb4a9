import { accountMessages, type Profile } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { profileQueryOptions } from './api';
import type { AccountScreen } from './texts';

/**
 * Loads the profile once for a tab's form, with the loading and error states both screens share
 * ('Error loading profile' is the profile screen's toast; the inline state has Try again).
 */
export function WithProfile({
  screen,
  children,
}: {
  screen: AccountScreen;
  children: (profile: Profile) => React.ReactNode;
}) {
  const profile = useQuery(profileQueryOptions);
  const failed = profile.isError;
  useEffect(() => {
    if (failed && screen === 'profile')
      toast.error(accountMessages.profileLoadFailed, { id: 'profile-load-failed' });
  }, [failed, screen]);

  if (profile.isPending)
    return (
      <div role="status" aria-label="Loading profile" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  if (profile.isError)
    return (
      <EmptyState
        icon={AlertCircleIcon}
        title={accountMessages.profileLoadFailed}
        description={profile.error.message}
        action={
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  return <>{children(profile.data)}</>;
}
