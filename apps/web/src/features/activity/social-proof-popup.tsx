import { RECENT_ACTIVITY_FADE_MS, RECENT_ACTIVITY_ROTATE_MS } from '@party/shared/activity/feed';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { activityText } from './activity-text';
import { recentActivityQueryOptions } from './api';

/**
 * Recent anonymised activity in the corner of the storefront (spec 1 sections 4 and 9): one item
 * at a time, every 5 s it fades out, the next one fades in 0.5 s later. Nothing at all when the
 * feed fails or is empty, and nothing again once dismissed.
 */
export function SocialProofPopup() {
  const { data, isError } = useQuery(recentActivityQueryOptions);
  const items = data?.items ?? [];
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [dismissed, setDismissed] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (count < 2 || dismissed) return;
    let advance: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setVisible(false);
      advance = setTimeout(() => {
        setIndex((i) => (i + 1) % count);
        setVisible(true);
      }, RECENT_ACTIVITY_FADE_MS);
    }, RECENT_ACTIVITY_ROTATE_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(advance);
    };
  }, [count, dismissed]);

  const item = count > 0 ? items[index % count] : undefined;
  if (isError || !item || dismissed) return null;

  return (
    <aside
      aria-label="Recent activity"
      className="fixed bottom-4 left-4 z-40 w-[min(20rem,calc(100vw-2rem))] rounded-lg border bg-background p-3 pr-9 shadow-lg"
    >
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-visible={visible}
        className={cn(
          'flex items-start gap-3 transition-opacity duration-500 motion-reduce:transition-none',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        <span className="mt-0.5 rounded-full bg-primary/10 p-2 text-primary" aria-hidden="true">
          <UsersIcon className="size-4" />
        </span>
        <p className="text-sm">
          <span className="font-semibold">{item.customerNameAnonymized}</span>
          {item.location ? ` from ${item.location}` : ''} {activityText(item.activityType)}
          <span className="block text-muted-foreground text-xs">{formatRelativeTime(item.createdAt)}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="absolute top-2 right-2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss recent activity</span>
      </button>
    </aside>
  );
}

export default SocialProofPopup;
