import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { cookieFrom, randomIp } from '../helpers/factories.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';

/**
 * The bar: query counts stay flat as data grows (no N+1). Each list is read twice on the demo data,
 * once narrowed to a row or two and once wide; the wide read returns more rows and must send the
 * database no more statements. Statements are counted per request, so background jobs do not count.
 */
let ctx: TestContext;
const cookies = new Map<string, string>();

/** A demo account by role, another seeded person by email (every seeded person shares the demo password). */
type Account = 'anonymous' | 'partner' | 'vendor' | 'sales' | 'finance' | 'admin' | `${string}@${string}`;
/** A seeded vendor with fewer rows than the demo vendor: the narrow read of lists that have no filter. */
const smallVendor = 'mia@koalapaper.example';
/** `few` may be worked out from the wide read's rows (a search for one of them). */
type Few = string | ((rows: Record<string, unknown>[]) => string);
const lists: { name: string; as: Account; fewAs?: Account; few: Few; many: string }[] = [
  {
    name: 'storefront products',
    as: 'anonymous',
    few: '/api/store/products?pageSize=1',
    many: '/api/store/products?pageSize=48',
  },
  {
    name: "a partner's orders",
    as: 'partner',
    few: '/api/partner/orders?status=cancelled',
    many: '/api/partner/orders',
  },
  {
    name: 'staff orders',
    as: 'sales',
    few: '/api/associate/orders?pageSize=1',
    many: '/api/associate/orders?pageSize=50',
  },
  {
    name: 'staff quotes',
    as: 'sales',
    few: '/api/associate/quotes?pageSize=1',
    many: '/api/associate/quotes?pageSize=50',
  },
  {
    // A search answers with one statement and a plain page with two: both reads search.
    name: 'staff products',
    as: 'sales',
    few: ([first]) => `/api/associate/products?search=${encodeURIComponent(String(first?.name))}`,
    many: '/api/associate/products?search=e',
  },
  {
    name: 'purchase orders',
    as: 'sales',
    few: '/api/associate/purchase-orders?pageSize=1',
    many: '/api/associate/purchase-orders?pageSize=50',
  },
  {
    name: 'low-stock products',
    as: 'sales',
    few: '/api/associate/purchasing/low-stock?pageSize=1',
    many: '/api/associate/purchasing/low-stock?pageSize=50',
  },
  {
    name: 'support desk tickets',
    as: 'sales',
    few: '/api/associate/support/tickets?status=closed',
    many: '/api/associate/support/tickets',
  },
  {
    name: 'onboarding applications',
    as: 'admin',
    few: '/api/admin/onboarding?status=approved',
    many: '/api/admin/onboarding',
  },
  {
    // The demo partner's three returns: one rejected (docs/product/returns.md).
    name: "a partner's returns",
    as: 'partner',
    few: '/api/partner/returns?status=rejected',
    many: '/api/partner/returns',
  },
  {
    name: 'staff returns',
    as: 'sales',
    few: '/api/associate/returns?status=rejected',
    many: '/api/associate/returns',
  },
  {
    name: 'invoices on account',
    as: 'finance',
    few: '/api/associate/receivables/invoices?pageSize=1',
    many: '/api/associate/receivables/invoices?pageSize=50',
  },
  {
    name: 'payments received',
    as: 'finance',
    few: '/api/associate/receivables/payments?pageSize=1',
    many: '/api/associate/receivables/payments?pageSize=50',
  },
  {
    name: "every company's ageing",
    as: 'finance',
    few: '/api/associate/receivables/ageing?search=Barossa',
    many: '/api/associate/receivables/ageing',
  },
  {
    name: "a vendor's purchase orders",
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/purchase-orders',
    many: '/api/vendor/purchase-orders',
  },
  {
    name: "a vendor's shipments",
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/shipments',
    many: '/api/vendor/shipments',
  },
  {
    name: "a vendor's payments",
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/payments',
    many: '/api/vendor/payments',
  },
  {
    name: "a vendor's catalog offers",
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/products',
    many: '/api/vendor/products',
  },
  {
    name: "a vendor's documents",
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/documents',
    many: '/api/vendor/documents',
  },
];

function emailOf(account: Exclude<Account, 'anonymous'>): string {
  if (account.includes('@')) return account;
  const found = DEMO_ACCOUNTS.find((a) =>
    account === 'admin' ? a.isAdmin : !a.isAdmin && (a.role === account || a.associateRole === account),
  );
  if (!found) throw new Error(`no demo ${account}`);
  return found.email;
}

/** The rows a list answered: its first array, whatever the list calls it. */
function rowsOf(body: unknown): Record<string, unknown>[] {
  const found = Object.values(body as Record<string, unknown>).find(Array.isArray);
  if (!found) throw new Error(`no list in ${JSON.stringify(body).slice(0, 200)}`);
  return found as Record<string, unknown>[];
}

async function cookieOf(account: Exclude<Account, 'anonymous'>): Promise<string> {
  const known = cookies.get(account);
  if (known) return known;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    payload: { email: emailOf(account), password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieFrom(res.headers['set-cookie']);
  cookies.set(account, cookie);
  return cookie;
}

async function read(as: Account, url: string) {
  const { response: res, statements } = await statementsOf(ctx, {
    method: 'GET',
    url,
    headers: as === 'anonymous' ? {} : { cookie: await cookieOf(as) },
  });
  expect(statements.length, `${url} is served from the database`).toBeGreaterThan(0);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return { rows: rowsOf(res.json()), statements };
}

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  await seedDemoData({
    database: ctx.database,
    config: { NODE_ENV: 'development', SEED_DEMO: 'true', DATA_DIR: ctx.dataDir },
  });
}, 120_000);
afterAll(() => ctx.close());

describe('query counts stay flat as lists grow', () => {
  it.each(lists)('$name', async ({ as, fewAs = as, few, many }) => {
    const first = await read(as, many); // a first request may fill per-process caches
    await read(fewAs, many);
    const narrow = await read(fewAs, typeof few === 'string' ? few : few(first.rows));
    const wide = await read(as, many);
    expect(wide.rows.length, 'the wide read returns more rows').toBeGreaterThan(narrow.rows.length);
    expect(wide.statements.length, wide.statements.join('\n')).toBeLessThanOrEqual(narrow.statements.length);
  });
});
