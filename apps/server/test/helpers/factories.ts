import { randomUUID } from 'node:crypto';
import type { AdminRank, AssociateRole, UserRole } from '@party/shared';
import { products, vendors } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/domains/accounts/create-account.ts';
import type { TestContext } from './test-app.ts';

export interface CreateUserOptions {
  /** The user_roles row; null leaves the user without a role (sent to /onboarding). Default partner. */
  role?: UserRole | null;
  associateRole?: AssociateRole;
  isAdmin?: boolean;
  /** The administrator's rank with isAdmin (default admin). */
  adminRank?: AdminRank;
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
      adminRank: opts.adminRank,
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

/** app.inject as a signed-in user, with a JSON body when given (and any extra headers). */
export function callAs(
  ctx: Pick<TestContext, 'app'>,
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...who.headers,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** The vendor company behind a signed-in vendor user, written straight into the database. */
export async function createVendor(
  ctx: Pick<TestContext, 'database'>,
  user: SignedIn,
  values: Partial<typeof vendors.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(vendors)
    .values({
      userId: user.user.id,
      companyName: 'Balloon Works Pty Ltd',
      contactEmail: user.user.email,
      abn: '51824753556',
      paymentTermsDays: 30,
      ...values,
    })
    .returning({ id: vendors.id });
  return row!.id;
}

/** A catalogue product written straight into the database (the catalogue has its own tests). */
export async function createProduct(
  ctx: Pick<TestContext, 'database'>,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const slug = `product-${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name: `Confetti Balloons ${slug.slice(-4)}`,
      slug,
      price: '12.50',
      category: 'balloons',
      stockQuantity: 100,
      ...values,
    })
    .returning({ id: products.id, name: products.name, price: products.price });
  return row!;
}
