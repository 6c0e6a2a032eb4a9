import { authErrorMessage } from '@party/shared';
import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth browser client. Imported only by sign-in screens and portal chunks (sign-out,
 * two-factor), never by public pages, so visitors do not download it.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [emailOTPClient(), twoFactorClient()],
});

/**
 * better-auth answers with its own codes; the wording table (authErrorMessage) is keyed on
 * the phrases of the earlier auth provider, so translate the codes to those phrases first.
 */
const providerPhrases: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid login credentials',
  INVALID_EMAIL: 'Invalid login credentials',
  INVALID_PASSWORD: 'Invalid login credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Invalid login credentials',
  USER_ALREADY_EXISTS: 'User already registered',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already registered',
  PASSWORD_TOO_SHORT: 'Password should be at least 6 characters',
  EMAIL_NOT_VERIFIED: 'Email not confirmed',
};

export interface AuthFailure {
  code?: string | undefined;
  message?: string | undefined;
}

/** The text a sign-in screen shows for a failed auth call (docs/product/storefront-and-sign-in.md). */
export function authFailureText(error: AuthFailure | null | undefined): string {
  const phrase = error?.code ? providerPhrases[error.code] : undefined;
  return authErrorMessage(phrase ?? error?.message);
}
