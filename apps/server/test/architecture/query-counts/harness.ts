import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts';
import { cookieFrom, createUser, randomIp } from '../../helpers/factories.ts';
import { statementsOf, type TestContext } from '../../helpers/test-app.ts';

/**
 * A caller of the query-count test: a demo account by role, or any seeded person (or one the test
 * made) by email. Every one of them signs in with the demo password.
 */
export type Account =
  | 'anonymous'
  | 'partner'
  | 'vendor'
  | 'sales'
  | 'products'
  | 'finance'
  | 'admin'
  | `${string}@${string}`;

export type Row = Record<string, unknown>;

/** What a table entry may use to find its URLs and to add rows: the API and the demo data. */
export interface Harness {
  ctx: TestContext;
  /** A GET's JSON answer as `as` (expects 200). */
  get<T = Row>(as: Account, url: string): Promise<T>;
  /** A write through the API as `as` (expects 2xx); its JSON answer. */
  send<T = Row>(
    as: Account,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** A new partner, vendor or associate who signs in with the demo password; their email. */
  person(options: Parameters<typeof createUser>[1]): Promise<`${string}@${string}`>;
}

/** A URL, or one worked out from the API (an id) and, for the narrow read, the wide read's rows. */
export type Url = string | ((h: Harness, wideRows: Row[]) => string | Promise<string>);

/**
 * One list route, read narrow and wide: the wide read must answer more rows with no more statements.
 * When no filter or caller of the demo data gives a narrower read, `grow` adds rows through the API
 * after the narrow read (and `few` is the same URL as `many`).
 */
export interface CountedList {
  /** The route as the route table names it, method GET: '/api/partner/orders/:id'. */
  route: string;
  /** What is read, when more than the route says (e.g. two reads of one route). */
  name?: string;
  as: Account;
  /** Who reads narrow, when not `as` (a caller with fewer rows). */
  fewAs?: Account;
  few: Url;
  many: Url;
  /** Where the answer keeps its rows, when not in its first array. */
  rows?: (body: Row) => unknown[];
  /** Rows the narrow read needs that the demo data lacks, added before any read. */
  setup?: (h: Harness) => Promise<void>;
  /** Rows added between the narrow and the wide read. */
  grow?: (h: Harness) => Promise<void>;
}

export function emailOf(account: Exclude<Account, 'anonymous'>): string {
  if (account.includes('@')) return account;
  const found = DEMO_ACCOUNTS.find((a) =>
    account === 'admin'
      ? a.isAdmin
      : !a.isAdmin &&
        (a.role === account ||
          a.associateRole === account ||
          (account === 'products' && a.associateRole === 'product_management')),
  );
  if (!found) throw new Error(`no demo ${account}`);
  return found.email;
}

/** The rows a list answered: its first array, whatever the list calls it. */
export function firstArray(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const found = Object.values(body as Row).find(Array.isArray);
  if (!found) throw new Error(`no list in ${JSON.stringify(body).slice(0, 200)}`);
  return found;
}

/** Signs callers in once each (a session and a CSRF token) and reads and writes as them. */
export function createHarness(ctx: TestContext): Harness & {
  counted(as: Account, url: string): ReturnType<typeof statementsOf>;
} {
  const sessions = new Map<string, { cookie: string; 'x-csrf-token': string }>();

  async function headersOf(as: Account): Promise<Record<string, string>> {
    if (as === 'anonymous') return {};
    const known = sessions.get(as);
    if (known) return known;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      payload: { email: emailOf(as), password: DEMO_PASSWORD },
    });
    expect(res.statusCode, `${as} signs in: ${res.body}`).toBe(200);
    const cookie = cookieFrom(res.headers['set-cookie']);
    const csrf = await ctx.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie } });
    const headers = { cookie, 'x-csrf-token': (csrf.json() as { token: string }).token };
    sessions.set(as, headers);
    return headers;
  }

  return {
    ctx,
    async counted(as, url) {
      return statementsOf(ctx, { method: 'GET', url, headers: await headersOf(as) });
    },
    async get<T>(as: Account, url: string) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: await headersOf(as) });
      expect(res.statusCode, `GET ${url}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.json() as T;
    },
    async send<T>(
      as: Account,
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: {
          ...(await headersOf(as)),
          ...headers,
          origin: 'http://localhost:3000',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      return (res.body ? res.json() : {}) as T;
    },
    async person(options) {
      const { email } = await createUser(ctx, { ...options, password: DEMO_PASSWORD });
      return email as `${string}@${string}`;
    },
  };
}
