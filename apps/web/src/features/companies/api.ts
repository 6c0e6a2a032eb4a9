import type {
  Company,
  CompanyInvitation,
  CompanyMember,
  InviteMemberInput,
  PublicInvitation,
  UpdateMemberInput,
} from '@party/shared/companies/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const companyKey = ['partner', 'company'] as const;

/** The caller's company and their role in it. */
export const companyQueryOptions = queryOptions({
  queryKey: [...companyKey, 'mine'],
  queryFn: ({ signal }) => api.get<Company>('/api/partner/company', { signal }),
});

export const membersQueryOptions = queryOptions({
  queryKey: [...companyKey, 'members'],
  queryFn: ({ signal }) => api.get<{ items: CompanyMember[] }>('/api/partner/company/members', { signal }),
});

export const invitationsQueryOptions = queryOptions({
  queryKey: [...companyKey, 'invitations'],
  queryFn: ({ signal }) =>
    api.get<{ items: CompanyInvitation[] }>('/api/partner/company/invitations', { signal }),
});

/** Another member's change (an invitation accepted, a role changed) refreshes the Company page live. */
export function useLiveCompany(extraKeys: readonly (readonly unknown[])[] = []) {
  useLiveInvalidate({ events: ['company.changed'], queryKeys: [companyKey, ...extraKeys] });
}

function useCompanyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export const useInviteMember = () =>
  useCompanyMutation((body: InviteMemberInput) =>
    api.post<CompanyInvitation>('/api/partner/company/invitations', body),
  );

export const useResendInvitation = () =>
  useCompanyMutation((id: string) =>
    api.post<CompanyInvitation>(`/api/partner/company/invitations/${encodeURIComponent(id)}/resend`),
  );

export const useRevokeInvitation = () =>
  useCompanyMutation((id: string) =>
    api.delete<void>(`/api/partner/company/invitations/${encodeURIComponent(id)}`),
  );

export const useUpdateMember = () =>
  useCompanyMutation(({ userId, ...body }: UpdateMemberInput & { userId: string }) =>
    api.put<CompanyMember>(`/api/partner/company/members/${encodeURIComponent(userId)}`, body),
  );

export const useRemoveMember = () =>
  useCompanyMutation((userId: string) =>
    api.delete<{ message: string }>(`/api/partner/company/members/${encodeURIComponent(userId)}`),
  );

export const useTransferOwnership = () =>
  useCompanyMutation((userId: string) =>
    api.post<{ message: string }>('/api/partner/company/transfer-ownership', { userId }),
  );

/** Leaving signs the member out at once (the server ends every session of theirs). */
export const useLeaveCompany = () =>
  useMutation({ mutationFn: () => api.post<void>('/api/partner/company/leave') });

/** The accept page's invitation, read by its link's token. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api.get<PublicInvitation>(`/api/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: () =>
      api.post<{ companyId: string; company: string }>(
        `/api/invitations/${encodeURIComponent(token)}/accept`,
      ),
  });

export const useInvitationSignUp = (token: string) =>
  useMutation({
    mutationFn: (body: { name: string; password: string }) =>
      api.post<{ companyId: string; company: string; email: string }>(
        `/api/invitations/${encodeURIComponent(token)}/sign-up`,
        body,
      ),
  });
