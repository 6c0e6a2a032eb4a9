/** Texts of spec 1 sections 5 and 8, kept word for word. */
export const authTexts = {
  missingCredentials: 'You must provide either an email or phone number and a password',
  nameRequired: 'Name is required for signup',
  passwordHint: 'Password must be at least 6 characters long',
  invalidCredentials: 'Invalid email or password. Please try again.',
  alreadyRegistered: 'An account with this email already exists. Try signing in instead.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  emailNotConfirmed: 'Please check your email and click the verification link before signing in.',
  fallback: 'Authentication failed. Please try again.',
  signUpSuccess: 'Account created! Please check your email to verify your account.',
  signInSuccess: 'Welcome back!',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * Maps an auth failure to the text the sign-in pages show (spec 1 section 8). The server's auth
 * layer answers with the provider's phrases ('Invalid login credentials', ...) so this table stays
 * the single place that turns them into what a person reads.
 */
export function authErrorMessage(message: string | undefined | null): string {
  if (!message) return authTexts.fallback;
  if (message.includes('Invalid login credentials')) return authTexts.invalidCredentials;
  if (message.includes('User already registered')) return authTexts.alreadyRegistered;
  if (message.includes('Password should be at least 6 characters')) return authTexts.passwordTooShort;
  if (message.includes('Email not confirmed')) return authTexts.emailNotConfirmed;
  return message;
}
