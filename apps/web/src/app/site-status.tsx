import { MAINTENANCE_MESSAGE } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { meQueryOptions } from '@/features/auth/me-query';
import { siteQueryOptions } from '@/features/settings/site-query';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

// Sign-in stays open in maintenance so an admin can come in and switch it off.
const SIGN_IN_PATHS = /^\/(login|reset-password|update-password)(\/|$)/;

// Every open page follows the admin's change as it is saved: the server announces it to everyone.
const liveSite = { events: ['site.changed'], queryKeys: [siteQueryOptions.queryKey] };

/**
 * docs/product/admin-area.md: the system_message setting is a banner on every page, and maintenance mode shows a
 * maintenance page to everyone but admins (the server answers their API calls 503 meanwhile). Both
 * apply to open pages at once, from the live event stream (which stays open in maintenance).
 */
export function SiteStatus({ children }: { children: ReactNode }) {
  const site = useQuery(siteQueryOptions);
  useLiveInvalidate(liveSite);
  const maintenance = site.data?.maintenance ?? false;
  const me = useQuery({ ...meQueryOptions, enabled: maintenance });
  const { pathname } = useLocation();
  const message = site.data?.systemMessage.trim();
  const blocked = maintenance && me.isSuccess && !me.data.principal?.isAdmin && !SIGN_IN_PATHS.test(pathname);
  return (
    <>
      {message && (
        <div role="status" className="bg-primary px-4 py-2 text-center text-primary-foreground text-sm">
          {message}
        </div>
      )}
      {blocked ? (
        <main
          id="main"
          className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center"
        >
          <WrenchIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl">Down for maintenance</h1>
          <p className="text-muted-foreground">{MAINTENANCE_MESSAGE}</p>
        </main>
      ) : (
        children
      )}
    </>
  );
}
