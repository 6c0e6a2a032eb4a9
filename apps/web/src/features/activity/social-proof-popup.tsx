import { RECENT_ACTIVITY_FADE_MS, RECENT_ACTIVITY_ROTATE_MS } from '@party/shared/activity/feed';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon, XIcon } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { formatRelativeTime } from '@/lib/format';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import { activityText } from './activity-text';
import { recentActivityQueryOptions } from './api';

/** Set once dismissed: the popup stays away for the rest of the browser session, reloads included. */
export const POPUP_DISMISSED_KEY = 'party-central.social-proof-dismissed';

/**
 * How much of the viewport's bottom the popup takes while it shows (its height and its offset);
 * the public footer pads its last line by as much, so the end of every page scrolls clear of it.
 */
export const POPUP_SPACE_PROPERTY = '--social-proof-space';

/**
 * Recent anonymised activity in the corner of the storefront (docs/product/storefront-and-sign-in.md). Not on
 * phones (below the 768 px mobile breakpoint): there a fixed card would sit over the content the
 * visitor came for, and it is decoration, so those visitors neither see nor download the feed.
 * Nothing once dismissed in this browser session, and nothing when the feed fails or is empty.
 */
export function SocialProofPopup() {
  const isMobile = useIsMobile();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(POPUP_DISMISSED_KEY) !== null);
  if (isMobile || dismissed) return null;
  return (
    <ActivityPopup
      onDismiss={() => {
        sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
        setDismissed(true);
        // The Dismiss button goes with the popup: keep a keyboard user's place in the page rather
        // than dropping focus to the top of the document.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    />
  );
}

/** Every RECENT_ACTIVITY_ROTATE_MS the item fades out; the next fades in RECENT_ACTIVITY_FADE_MS later. */
function useRotation(count: number, paused: boolean, setIndex: Dispatch<SetStateAction<number>>) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (count < 2 || paused) return;
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
      // Paused mid-fade: the item being read comes back rather than staying faded out.
      setVisible(true);
    };
  }, [count, paused, setIndex]);
  return visible;
}

/** Keeps the viewport's bottom the popup takes in POPUP_SPACE_PROPERTY while it shows (a ref callback). */
function reserveSpace(popup: HTMLElement) {
  const root = document.documentElement.style;
  const reserve = () =>
    root.setProperty(POPUP_SPACE_PROPERTY, `${window.innerHeight - popup.getBoundingClientRect().top}px`);
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(popup);
  return () => {
    observer.disconnect();
    root.removeProperty(POPUP_SPACE_PROPERTY);
  };
}

/**
 * One item at a time: every 5 s it fades out and the next fades in 0.5 s later. The rotation is
 * decoration, so it is not a live region (a screen reader would read out every item), and it holds
 * still while the pointer is over the card or focus is in it (WCAG 2.2.2 Pause, Stop, Hide).
 */
function ActivityPopup({ onDismiss }: { onDismiss: () => void }) {
  const { data, isError } = useQuery(recentActivityQueryOptions);
  const items = data?.items ?? [];
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const paused = hovered || focusInside;
  const count = items.length;

  const visible = useRotation(count, paused, setIndex);

  const item = count > 0 ? items[index % count] : undefined;
  if (isError || !item) return null;

  return (
    <aside
      ref={reserveSpace}
      aria-label="Recent activity"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
      className="fixed bottom-4 left-4 z-40 w-80 rounded-lg border bg-background p-3 pr-9 shadow-lg"
    >
      <div
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
        onClick={onDismiss}
        className="absolute top-2 right-2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss recent activity</span>
      </button>
    </aside>
  );
}

export default SocialProofPopup;
