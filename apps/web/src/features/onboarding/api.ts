import type {
  AdminOnboardingApplication,
  OnboardingApplication,
  OnboardingApplicationInput,
  OnboardingStatus,
} from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myOnboardingQueryKey = ['me', 'onboarding'] as const;

/** The caller's latest application to become a vendor or associate, or null. */
export const myOnboardingQueryOptions = queryOptions({
  queryKey: myOnboardingQueryKey,
  queryFn: ({ signal }) =>
    api.get<{ application: OnboardingApplication | null }>('/api/me/onboarding', { signal }),
});

export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingApplicationInput) =>
      api.post<{ application: OnboardingApplication }>('/api/me/onboarding', input),
    onSuccess: (result) => {
      queryClient.setQueryData(myOnboardingQueryKey, result);
      // Auto-approval may have granted the role already: the session must say so.
      void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
  });
}

const reviewKey = ['admin', 'onboarding'] as const;

/** Onboarding Review: applications, optionally of one status (newest first from the server). */
export const onboardingReviewQueryOptions = (status: OnboardingStatus | undefined) =>
  queryOptions({
    queryKey: [...reviewKey, status ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<{ applications: AdminOnboardingApplication[] }>(
        `/api/admin/onboarding${status ? `?status=${status}` : ''}`,
        { signal },
      ),
  });

/** Approve (grants the applied role) or reject (with its reason) an application. */
export function useReviewOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, notes }: { id: string; action: 'approve' | 'reject'; notes?: string }) =>
      api.post<{ application: OnboardingApplication }>(
        `/api/admin/onboarding/${id}/${action}`,
        notes ? { notes } : {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}
