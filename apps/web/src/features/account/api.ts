import type { EmailPreferences, Profile, UpdateEmailPreferences, UpdateProfileInput } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authClient, authFailureText } from '@/lib/auth-client';
import { refreshCsrfToken } from '@/lib/csrf';

export const profileQueryKey = ['me', 'profile'] as const;
export const emailPreferencesQueryKey = ['me', 'email-preferences'] as const;

/** The signed-in user's own profile (the email is the sign-in address, read-only). */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api.get<Profile>('/api/me/profile', { signal }),
});

/** Saves the fields a tab shows; the header's name follows (the session is read again). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => api.patch<Profile>('/api/me/profile', changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
  });
}

/** The email switches the outbox obeys when it sends mail. */
export const emailPreferencesQueryOptions = queryOptions({
  queryKey: emailPreferencesQueryKey,
  queryFn: ({ signal }) => api.get<EmailPreferences>('/api/me/email-preferences', { signal }),
});

/** Flips switches at once on screen and rolls back if the server refuses. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateEmailPreferences) =>
      api.put<EmailPreferences>('/api/me/email-preferences', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesQueryKey });
      const before = queryClient.getQueryData<EmailPreferences>(emailPreferencesQueryKey);
      if (before) queryClient.setQueryData(emailPreferencesQueryKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesQueryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey, saved),
  });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** A failed better-auth call, with its code when it gave one. */
export class AuthCallError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AuthCallError';
  }
}

/**
 * better-auth's change-password: checks the current password; the server ends every other session
 * and renews this one, so the anti-CSRF token (bound to the session) is fetched again.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      if (error) throw new AuthCallError(error.code, authFailureText(error));
      await refreshCsrfToken();
    },
  });
}

/** Signs out every other browser and device where this account is signed in. */
export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions();
      if (error) throw new AuthCallError(error.code, authFailureText(error));
    },
  });
}
