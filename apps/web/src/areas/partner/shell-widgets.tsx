import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PendingTasksLink } from '@/components/pending-tasks-link';
import { SearchBox } from '@/components/search-box';
import { partnerOverviewQueryOptions, useLivePartnerOverview } from '@/features/partner-overview/api';

// The partner portal's own parts of the shared portal shell (app/shells/partner-shell.tsx).

const PROMO_DELAY_MS = 1000;
const PROMO_DURATION_MS = 5000;
const PROMO_SEEN_KEY = 'party-central.promo-seen';

/**
 * The welcome promotion (docs/product/partner-portal.md): 1 s after the shell loads, for 5 s; once a browser
 * session so it does not nag.
 */
export function usePromoToast() {
  useEffect(() => {
    if (sessionStorage.getItem(PROMO_SEEN_KEY)) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(PROMO_SEEN_KEY, '1');
      toast('20% off your first order!', {
        id: 'partner-promo',
        description: 'Use code PARTY20 at checkout.',
        duration: PROMO_DURATION_MS,
      });
    }, PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

/** The sidebar's search: it opens the shop on what was typed. */
export function SidebarSearch() {
  const navigate = useNavigate();
  return (
    <div className="px-4 pt-2 group-data-[collapsible=icon]:hidden">
      <SearchBox
        label="Search products"
        onSearch={(text) =>
          void navigate(text ? `/partner/shop?search=${encodeURIComponent(text)}` : '/partner/shop')
        }
        placeholder="Balloons, plates..."
        className="flex flex-col gap-1.5"
        labelClassName="text-sidebar-muted-foreground text-xs"
        inputClassName="h-9 border-sidebar-border bg-sidebar-accent text-sidebar-foreground placeholder:text-sidebar-muted-foreground focus-visible:outline-sidebar-ring"
      />
    </div>
  );
}

/**
 * The header's pending tasks (docs/product/partner-portal.md): the partner's real count (pending
 * orders, open tickets, unread messages), kept fresh by live events; it leads to the dashboard's breakdown.
 */
export function PendingTasks() {
  useLivePartnerOverview();
  const overview = useQuery(partnerOverviewQueryOptions);
  return <PendingTasksLink count={overview.data?.pendingTasks} to="/partner" />;
}
