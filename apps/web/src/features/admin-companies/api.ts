import type {
  AdminAddMemberInput,
  AdminAddMemberResult,
  AdminCompanyDetail,
  AdminCompanyList,
} from '@party/shared/companies/admin-contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const adminCompaniesKey = ['admin', 'companies'] as const;

/** One page of companies, searched by the company's name or its owner's name or email. */
export function adminCompaniesQueryOptions(query: { search: string; page: number; pageSize: number }) {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...adminCompaniesKey, 'list', query],
    queryFn: ({ signal }) => api.get<AdminCompanyList>(`/api/admin/companies?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One company with its members and pending invitations. */
export const adminCompanyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminCompaniesKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(id)}`, { signal }),
  });

/** A member's change made elsewhere (the company's own page, an accepted invitation) refreshes these. */
export function useLiveAdminCompanies() {
  useLiveInvalidate({ events: ['company.changed', 'user.changed'], queryKeys: [adminCompaniesKey] });
}

function useCompanyChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCompaniesKey }),
  });
}

const companyPath = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;

export const useAddCompanyMember = (companyId: string) =>
  useCompanyChange((body: AdminAddMemberInput) =>
    api.post<AdminAddMemberResult>(`${companyPath(companyId)}/members`, body),
  );

export const useRemoveCompanyMember = (companyId: string) =>
  useCompanyChange((userId: string) =>
    api.delete<{ message: string }>(`${companyPath(companyId)}/members/${encodeURIComponent(userId)}`),
  );

export const useMakeCompanyOwner = (companyId: string) =>
  useCompanyChange((userId: string) =>
    api.post<{ message: string }>(`${companyPath(companyId)}/owner`, { userId }),
  );
