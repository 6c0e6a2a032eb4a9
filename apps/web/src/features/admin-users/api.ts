import type {
  AdminPortal,
  AdminUser,
  AdminUserList,
  AssociateAccountList,
  AssociateAccountQuery,
  AssociateRole,
  AuditLog,
  SetPortalRoleInput,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const adminUsersQueryKey = ['admin', 'users'] as const;
export const auditLogQueryKey = ['admin', 'audit'] as const;

export interface AdminUsersQuery {
  search: string;
  portal: 'all' | AdminPortal;
  role: string;
  status: 'all' | 'active' | 'disabled';
  page: number;
  pageSize: number;
}

/** One page of users, searched by name or email and filtered by the server. */
export function adminUsersQueryOptions(query: AdminUsersQuery) {
  const search = new URLSearchParams({
    portal: query.portal,
    role: query.role,
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: ({ signal }) => api.get<AdminUserList>(`/api/admin/users?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AuditLogFilters {
  user: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export function auditLogQueryOptions(query: AuditLogFilters) {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  for (const key of ['user', 'entity', 'action', 'from', 'to'] as const)
    if (query[key]) search.set(key, query[key]);
  return queryOptions({
    queryKey: [...auditLogQueryKey, query],
    queryFn: ({ signal }) => api.get<AuditLog>(`/api/admin/audit?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const userPath = (id: string, action: string) => `/api/admin/users/${encodeURIComponent(id)}/${action}`;

function useUserMutation<Input>(request: (id: string, input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Input }) => request(id, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
      ]),
  });
}

export const useSetUserActive = () =>
  useUserMutation<boolean>((id, active) => api.put<{ user: AdminUser }>(userPath(id, 'active'), { active }));
export const useSetPortalRole = () =>
  useUserMutation<SetPortalRoleInput>((id, input) =>
    api.put<{ user: AdminUser }>(userPath(id, 'role'), input),
  );
export const useForcePasswordReset = () =>
  useUserMutation<void>((id) => api.post<{ user: AdminUser }>(userPath(id, 'password-reset')));
export const useEndSessions = () =>
  useUserMutation<void>((id) => api.post<{ ended: number }>(userPath(id, 'end-sessions')));

/** Another admin's change to a user refreshes the lists and the audit log on screen. */
export function useLiveAdminUsers() {
  useLiveInvalidate({ events: ['user.changed'], queryKeys: [adminUsersQueryKey, auditLogQueryKey] });
}

/** /admin/associates/accounts: one page of associate accounts (under the users key, so user changes refresh it). */
export function associateAccountsQueryOptions(query: AssociateAccountQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && value !== 'all') search.set(key, String(value));
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'associate-accounts', query],
    queryFn: ({ signal }) =>
      api.get<AssociateAccountList>(`/api/admin/associates/accounts${search.size ? `?${search}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** An associate's department (sales, product management or finance). */
export const useSetAssociateDepartment = () =>
  useUserMutation<AssociateRole>((id, associateRole) =>
    api.put<{ user: AdminUser }>(`/api/admin/associates/${encodeURIComponent(id)}/department`, {
      associateRole,
    }),
  );
