import type { AdminNotificationInput, NotificationRecipientList, SentNotification } from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const adminNotificationsKey = ['admin', 'notifications'] as const;

/** What admins sent, newest first (notification_sends). */
export const sentNotificationsQueryOptions = queryOptions({
  queryKey: [...adminNotificationsKey, 'sent'],
  queryFn: ({ signal }) => api.get<{ items: SentNotification[] }>('/api/admin/notifications', { signal }),
});

/** Accounts to send to, by name or email (2 characters or more). */
export function notificationRecipientsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...adminNotificationsKey, 'recipients', search],
    queryFn: ({ signal }) =>
      api.get<NotificationRecipientList>(
        `/api/admin/notifications/recipients?${new URLSearchParams({ search })}`,
        { signal },
      ),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSendAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminNotificationInput) =>
      api.post<{ recipients: number }>('/api/admin/notifications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotificationsKey }),
  });
}
