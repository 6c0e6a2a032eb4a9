/**
 * Where to go after sign-in. Only a path on this site is accepted, so a crafted link cannot send a
 * fresh session to another origin ("//evil.example" and "/\evil.example" are other origins).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The /login address that brings the user back to `from` afterwards. */
export function loginPathFor(from: string): string {
  return `/login?redirect=${encodeURIComponent(from)}`;
}
