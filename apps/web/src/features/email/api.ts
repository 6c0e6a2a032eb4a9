import type { MailboxItem, MailboxMessage } from '@party/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The outbox as admins read it: every email, newest first (the dev mailbox when no SMTP is set). */
export const mailboxQueryOptions = queryOptions({
  queryKey: ['admin', 'mailbox'],
  queryFn: ({ signal }) => api.get<{ items: MailboxItem[] }>('/api/admin/mailbox?limit=100', { signal }),
});

export const mailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'mailbox', id],
    queryFn: ({ signal }) =>
      api.get<MailboxMessage>(`/api/admin/mailbox/${encodeURIComponent(id)}`, { signal }),
  });
