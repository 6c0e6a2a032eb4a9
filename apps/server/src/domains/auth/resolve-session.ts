import type { Principal } from '@party/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ResolveSession } from '../../http/access.ts';
import { AUTH_COOKIE_PREFIX } from '../../http/session-cookie.ts';
import type { AccessRow } from '../accounts/find-account.ts';
import { deleteSession, findSessionAccess, type SessionAccessRow, touchSession } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import { toFetchHeaders } from './fetch-bridge.ts';
import { isActivityDue, isSessionOver } from './session-lifetime.ts';

/**
 * Resolves the caller of an /api request from the better-auth session cookie. better-auth checks
 * the cookie's signature and the session row (and extends it once a day); one more query then reads
 * profile, role, admin flag, associate sub-role and onboarding status, with the session's start and
 * last use: past its idle timeout or absolute lifetime (session-lifetime.ts) the session is ended.
 *
 * Role choice: a user with no user_roles row has no role (null) and is sent to /onboarding, rather
 * than being treated as a partner as the old client did; sign-up always writes the partner row.
 */
const authCookie = new RegExp(`(^|;)\\s*(__Secure-)?${AUTH_COOKIE_PREFIX}\\.`);
const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=([^;]*)`);

// better-auth's defaults (createAuth sets neither): a session lives 7 days and is extended by a
// request made once a day or more after its last extension.
const DEFAULT_EXPIRES_IN_S = 7 * 24 * 60 * 60;
const DEFAULT_UPDATE_AGE_S = 24 * 60 * 60;
/** Cookies kept; past this the oldest are dropped (they then take the better-auth path once more). */
const SESSION_CACHE_SIZE = 20_000;

/**
 * Session cookies better-auth has already verified (signature and session row), each with its
 * session token. A cached cookie skips better-auth but not the database: every request still reads
 * its session row, user and roles in ONE statement (findSessionAccess), so a session ended anywhere
 * — sign-out, revoked sessions, a changed or reset password, a disabled user, on this instance or
 * any other — ends access on the very next request, and a role change shows at once. Kept out: the
 * cookie cache of better-auth itself, which lets a revoked session live until the cache expires.
 */
export class SessionCache {
  private readonly tokens = new Map<string, string>();

  get(cookie: string): string | undefined {
    return this.tokens.get(cookie);
  }

  set(cookie: string, token: string): void {
    if (this.tokens.size >= SESSION_CACHE_SIZE) {
      const oldest = this.tokens.keys().next();
      if (!oldest.done) this.tokens.delete(oldest.value);
    }
    this.tokens.set(cookie, token);
  }

  delete(cookie: string): void {
    this.tokens.delete(cookie);
  }

  get size(): number {
    return this.tokens.size;
  }
}

export function sessionResolver(
  app: FastifyInstance,
  auth: Auth,
  db: Db,
  cache = new SessionCache(),
): ResolveSession {
  const refreshedCookies = new WeakMap<FastifyRequest, string[]>();
  const sessionOptions = auth.options.session as { expiresIn?: number; updateAge?: number } | undefined;
  const expiresInMs = (sessionOptions?.expiresIn ?? DEFAULT_EXPIRES_IN_S) * 1000;
  const updateAgeMs = (sessionOptions?.updateAge ?? DEFAULT_UPDATE_AGE_S) * 1000;
  // A callback hook, not an async one: it runs on every response and nearly always has nothing to add.
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = refreshedCookies.get(request);
    if (cookies?.length) reply.header('set-cookie', cookies);
    done(null, payload);
  });

  /** The caller of a live session, or null once it is past its idle or absolute limit (then ended). */
  const admit = async (request: FastifyRequest, row: SessionAccessRow) => {
    if (isSessionOver(row, row)) {
      await deleteSession(db, row.sessionId);
      return null;
    }
    const principal = toPrincipal(row.userId, row);
    if (!principal) return null;
    // What the app asks by itself on a timer is not the user at work: it must not hold off the idle limit.
    if (!request.routeOptions.config?.background && isActivityDue(row)) await touchSession(db, row.sessionId);
    return { principal, sessionId: row.sessionId };
  };

  return async (request) => {
    // better-auth reads its own cookie on its own routes.
    if (request.url.startsWith('/api/auth/')) return null;
    // Without any better-auth cookie the caller is anonymous; asking better-auth would only build a
    // request context to say so, and that is most of the cost of a public catalogue request.
    const cookieHeader = request.headers.cookie ?? '';
    if (!authCookie.test(cookieHeader)) return null;
    const signed = sessionCookie.exec(cookieHeader)?.[1];
    const token = signed ? cache.get(signed) : undefined;
    if (signed && token) {
      const row = await findSessionAccess(db, token);
      // Due for better-auth's daily extension (which sets a new cookie): better-auth does it below.
      const due = row && row.expiresAt.getTime() - expiresInMs + updateAgeMs <= Date.now();
      if (row && !due) return admit(request, row);
      // Ended or due: better-auth answers this one as before (clearing or renewing the cookie).
      cache.delete(signed);
    }
    const { headers, response } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers?.getSetCookie() ?? [];
    if (cookies.length) refreshedCookies.set(request, cookies);
    if (!response) return null;
    const row = await findSessionAccess(db, response.session.token);
    if (!row) return null;
    if (signed && !cookies.length) cache.set(signed, response.session.token);
    return admit(request, row);
  };
}

/**
 * better-auth's own routes (get-session, change-password, two-factor) read the session cookie
 * themselves: a session past its idle or absolute limit is ended before they see it, so it is
 * over there as everywhere else.
 */
export async function endSessionIfOver(db: Db, cookieHeader: string | undefined): Promise<void> {
  const signed = sessionCookie.exec(cookieHeader ?? '')?.[1];
  if (!signed) return;
  // The cookie holds `token.signature`; a forged one can at most end a session already over.
  const token = decodeURIComponent(signed).split('.')[0];
  const row = token ? await findSessionAccess(db, token) : null;
  if (row && isSessionOver(row, row)) await deleteSession(db, row.sessionId);
}

function toPrincipal(userId: string, row: AccessRow): Principal | null {
  if (row.disabled) return null;
  return {
    userId,
    email: row.email,
    name: row.profileName?.trim() || row.email,
    role: row.role,
    isAdmin: row.isAdmin,
    adminRank: row.isAdmin ? (row.adminRank ?? 'admin') : null,
    associateRole: row.role === 'associate' ? (row.associateRole ?? 'sales') : null,
    onboardingStatus: row.onboardingStatus,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    // A partner's company (docs/decisions/0019-company-accounts.md §4); nobody else acts for one.
    companyId: row.role === 'partner' ? row.companyId : null,
    companyRole: row.role === 'partner' ? row.companyRole : null,
  };
}
