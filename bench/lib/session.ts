/** Signing a bench's user in through the real sign-in route, as the web app does. */

export interface BenchSession {
  /** The session cookie, for the `cookie` header. */
  cookie: string;
  /** The anti-CSRF token writes send as `x-csrf-token`. */
  csrf: string;
}

/**
 * Signs `email` in at `base`. `forwardedFor` gives each of many users its own client address, so
 * the per-address sign-in limit (10 a minute) is not what a bench measures.
 */
export async function signInBench(
  base: string,
  credentials: { email: string; password: string },
  options: { origin: string; forwardedFor?: string },
): Promise<BenchSession> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin,
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`sign-in ${credentials.email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${base}/api/csrf`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return { cookie, csrf: token };
}

/** A signed-in user's headers for the API: the session cookie and the anti-CSRF token. */
export type AuthHeaders = { cookie: string; 'x-csrf-token': string };

export const authHeaders = (session: BenchSession): AuthHeaders => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
});

/** signInBench, answering with the API headers the session gives. */
export async function signInHeaders(...args: Parameters<typeof signInBench>): Promise<AuthHeaders> {
  return authHeaders(await signInBench(...args));
}
