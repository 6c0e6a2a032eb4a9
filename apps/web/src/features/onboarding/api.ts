import type { OnboardingApplication, OnboardingApplicationInput } from '@party/shared';
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
