import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PendingTasksLink } from '@/components/pending-tasks-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { partnerOverviewQueryOptions, useLivePartnerOverview } from '@/features/partner-overview/api';

// The partner portal's own parts of the shared portal shell (app/shells/partner-shell.tsx).

const PROMO_DELAY_MS = 1000;
const PROMO_DURATION_MS = 5000;
const PROMO_SEEN_KEY = 'party-central.promo-seen';

/** Spec 2 section 1: 1 s after the shell loads, for 5 s; once a browser session so it does not nag. */
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

export function SidebarSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const search = text.trim();
    void navigate(search ? `/partner/shop?search=${encodeURIComponent(search)}` : '/partner/shop');
  }
  return (
    <div className="px-4 pt-2 group-data-[collapsible=icon]:hidden">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <Label htmlFor={id} className="text-sidebar-muted-foreground text-xs">
          Search products
        </Label>
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Balloons, plates..."
          className="h-9 border-sidebar-border bg-sidebar-accent text-sidebar-foreground placeholder:text-sidebar-muted-foreground focus-visible:outline-sidebar-ring"
        />
      </form>
    </div>
  );
}

/**
 * PRODUCT.md: spec 2's fixed '5 pending tasks' with the partner's real count (pending orders, open
 * tickets, unread messages), kept fresh by live events; it leads to the dashboard's breakdown.
 */
export function PendingTasks() {
  useLivePartnerOverview();
  const overview = useQuery(partnerOverviewQueryOptions);
  return <PendingTasksLink count={overview.data?.pendingTasks} to="/partner" />;
}
