import type { Principal } from '@party/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ResolveSession } from '../../http/access.ts';
import { AUTH_COOKIE_PREFIX, type Auth } from './auth.ts';
import { toFetchHeaders } from './fetch-bridge.ts';
import { findAccessRow } from './users.repository.ts';

/**
 * Resolves the caller of an /api request from the better-auth session cookie. better-auth checks
 * the cookie's signature and the session row (and extends it once a day); one more query then reads
 * profile, role, admin flag, associate sub-role and onboarding status.
 *
 * Role choice: a user with no user_roles row has no role (null) and is sent to /onboarding, rather
 * than being treated as a partner as the old client did; sign-up always writes the partner row.
 */
const authCookie = new RegExp(`(^|;)\\s*(__Secure-)?${AUTH_COOKIE_PREFIX}\\.`);

export function sessionResolver(app: FastifyInstance, auth: Auth, db: Db): ResolveSession {
  const refreshedCookies = new WeakMap<FastifyRequest, string[]>();
  // A callback hook, not an async one: it runs on every response and nearly always has nothing to add.
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = refreshedCookies.get(request);
    if (cookies?.length) reply.header('set-cookie', cookies);
    done(null, payload);
  });

  return async (request) => {
    // better-auth reads its own cookie on its own routes.
    if (request.url.startsWith('/api/auth/')) return null;
    // Without any better-auth cookie the caller is anonymous; asking better-auth would only build a
    // request context to say so, and that is most of the cost of a public catalogue request.
    if (!authCookie.test(request.headers.cookie ?? '')) return null;
    const { headers, response } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers?.getSetCookie() ?? [];
    if (cookies.length) refreshedCookies.set(request, cookies);
    if (!response) return null;
    const principal = await loadPrincipal(db, response.user.id);
    return principal ? { principal, sessionId: response.session.id } : null;
  };
}

export async function loadPrincipal(db: Db, userId: string): Promise<Principal | null> {
  const row = await findAccessRow(db, userId);
  if (!row || row.disabled) return null;
  return {
    userId,
    email: row.email,
    name: row.profileName?.trim() || row.email,
    role: row.role,
    isAdmin: row.isAdmin,
    associateRole: row.role === 'associate' ? (row.associateRole ?? 'sales') : null,
    onboardingStatus: row.onboardingStatus,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}
