import { badgeLabel, NOTIFICATION_EMPTY_TEXT, type Notification } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListStates } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { notificationsQueryOptions, useMarkAllNotificationsRead, useMarkNotificationRead } from './api';
import { useLiveNotifications } from './use-live-notifications';

/** One notification: unread ones marked, a click marks it read and follows its link. */
function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (notification: Notification) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onFollow(notification)}
        className={cn(
          'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-accent',
          !notification.read && 'bg-secondary',
        )}
      >
        <span className="flex items-center gap-2 font-medium text-sm">
          {!notification.read && (
            <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          )}
          {notification.title}
          {!notification.read && <span className="sr-only">(unread)</span>}
        </span>
        <span className="text-muted-foreground text-sm">{notification.message}</span>
        <span className="text-muted-foreground text-xs">{formatRelativeTime(notification.createdAt)}</span>
      </button>
    </li>
  );
}

/** The header bell (docs/product/storefront-and-sign-in.md): 20 newest, 99+ badge, click marks read and follows action_url. */
export function NotificationBell() {
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const notifications = useQuery(notificationsQueryOptions);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  function follow(notification: Notification) {
    if (!notification.read) markRead.mutate(notification.id);
    setOpen(false);
    const target = notification.actionUrl;
    if (!target) return;
    if (target.startsWith('/') && !target.startsWith('//')) void navigate(target);
    else if (/^https?:\/\//i.test(target)) window.location.assign(target);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <BellIcon aria-hidden="true" />
          {/* One text for screen readers; the badge is the same fact drawn for the eye. */}
          <span className="sr-only">
            {unread > 0 ? `Notifications, ${badgeLabel(unread)} unread` : 'Notifications'}
          </span>
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[0.6875rem] text-destructive-foreground"
            >
              {badgeLabel(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-label="Notifications">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="font-semibold text-base">Notifications</h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        </div>
        <ListStates
          query={notifications}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel="Loading notifications..."
          loading={<p className="p-4 text-muted-foreground text-sm">Loading notifications...</p>}
          errorTitle="Notifications could not be loaded."
          error={() => <p className="p-4 text-destructive text-sm">Notifications could not be loaded.</p>}
          empty={<p className="p-4 text-center text-muted-foreground text-sm">{NOTIFICATION_EMPTY_TEXT}</p>}
        >
          {(data) => (
            <div className="max-h-96 overflow-y-auto">
              <ul className="divide-y">
                {data.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onFollow={follow} />
                ))}
              </ul>
            </div>
          )}
        </ListStates>
      </PopoverContent>
    </Popover>
  );
}
