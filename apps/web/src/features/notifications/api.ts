import type { NotificationList } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** The bell's list: the 20 newest and the unread count (server-side limit). */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ signal }) => api.get<NotificationList>('/api/notifications', { signal }),
});

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) => {
        if (!list) return list;
        const wasUnread = list.items.some((item) => item.id === id && !item.read);
        return {
          items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unreadCount: wasUnread ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        list ? { items: list.items.map((item) => ({ ...item, read: true })), unreadCount: 0 } : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
