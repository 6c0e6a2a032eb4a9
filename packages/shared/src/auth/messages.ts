/** Texts of docs/product/storefront-and-sign-in.md, kept word for word. */
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

/** better-auth's error codes (and our own from the sign-in hooks) → the texts of docs/product/storefront-and-sign-in.md. */
const textByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authTexts.invalidCredentials,
  USER_ALREADY_EXISTS: authTexts.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authTexts.alreadyRegistered,
  PASSWORD_TOO_SHORT: authTexts.passwordTooShort,
  EMAIL_NOT_VERIFIED: authTexts.emailNotConfirmed,
  NAME_REQUIRED: authTexts.nameRequired,
  MISSING_CREDENTIALS: authTexts.missingCredentials,
};

/** The phrases of the old provider and of better-auth, matched anywhere in a message. */
const textByPhrase: [string, string][] = [
  ['Invalid login credentials', authTexts.invalidCredentials],
  ['Invalid email or password', authTexts.invalidCredentials],
  ['User already registered', authTexts.alreadyRegistered],
  ['User already exists', authTexts.alreadyRegistered],
  ['Password should be at least 6 characters', authTexts.passwordTooShort],
  ['Password too short', authTexts.passwordTooShort],
  ['Email not confirmed', authTexts.emailNotConfirmed],
  ['Email not verified', authTexts.emailNotConfirmed],
];

export type AuthFailure = string | { code?: string | null; message?: string | null } | null | undefined;

/**
 * Maps an auth failure to the text the sign-in pages show (docs/product/storefront-and-sign-in.md): a known code or
 * phrase becomes that page's text; otherwise the error's own message, else the generic fallback.
 * Takes a message, or the { code, message } body better-auth answers /api/auth/* with.
 */
export function authErrorMessage(failure: AuthFailure): string {
  const { code, message } = typeof failure === 'string' ? { code: null, message: failure } : (failure ?? {});
  const byCode = code ? textByCode[code] : undefined;
  if (byCode) return byCode;
  if (!message) return authTexts.fallback;
  const byPhrase = textByPhrase.find(([phrase]) => message.includes(phrase));
  return byPhrase ? byPhrase[1] : message;
}
