import { randomUUID } from 'node:crypto';
import type { AssociateRole, UserRole } from '@party/shared';
import { createAccount } from '../../src/domains/users/create-account.ts';
import type { TestContext } from './test-app.ts';

export interface CreateUserOptions {
  /** The user_roles row; null leaves the user without a role (sent to /onboarding). Default partner. */
  role?: UserRole | null;
  associateRole?: AssociateRole;
  isAdmin?: boolean;
  email?: string;
  password?: string;
  name?: string;
  /** Email verified; default true so the user can sign in. */
  verified?: boolean;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

export const DEFAULT_TEST_PASSWORD = 'party-pass-123';

/** A user written straight into the database with the given roles (unique email by default). */
export async function createUser(
  ctx: Pick<TestContext, 'database'>,
  opts: CreateUserOptions = {},
): Promise<CreatedUser> {
  const email = (opts.email ?? `user-${randomUUID().slice(0, 12)}@example.com.au`).toLowerCase();
  const password = opts.password ?? DEFAULT_TEST_PASSWORD;
  const role = opts.role === undefined ? 'partner' : opts.role;
  const id = await ctx.database.db.transaction((tx) =>
    createAccount(tx, {
      email,
      password,
      name: opts.name ?? 'Test User',
      role,
      associateRole: opts.associateRole ?? null,
      isAdmin: opts.isAdmin ?? false,
      emailVerified: opts.verified ?? true,
    }),
  );
  return { id, email, password };
}

export interface SignedIn {
  user: CreatedUser;
  /** The Cookie header value carrying the session. */
  cookie: string;
  /** Cookie plus a valid X-CSRF-Token: spread into app.inject for any signed-in read or write. */
  headers: { cookie: string; 'x-csrf-token': string };
}

/** Cookie header value from Set-Cookie headers: name=value pairs only. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Creates a user (or takes `user`) and signs in through the real /api/auth/sign-in/email, then
 * fetches a CSRF token for that session. Each call comes from its own client address so the
 * per-address sign-in limit never trips in tests that sign many users in.
 */
export async function signInAs(
  ctx: Pick<TestContext, 'app' | 'database'>,
  opts: CreateUserOptions & { user?: CreatedUser } = {},
): Promise<SignedIn> {
  const user = opts.user ?? (await createUser(ctx, opts));
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    payload: { email: user.email, password: user.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = cookieFrom(signIn.headers['set-cookie']);
  const csrf = await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie } });
  const { token } = csrf.json() as { token: string };
  return { user, cookie, headers: { cookie, 'x-csrf-token': token } };
}

export function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
