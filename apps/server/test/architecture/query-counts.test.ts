import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { adminLists } from './query-counts/admin-lists.ts';
import { associateLists } from './query-counts/associate-lists.ts';
import {
  type Account,
  type CountedList,
  createHarness,
  firstArray,
  type Url,
} from './query-counts/harness.ts';
import { notCounted } from './query-counts/not-counted.ts';
import { partnerLists } from './query-counts/partner-lists.ts';
import { storeAndVendorLists } from './query-counts/store-and-vendor-lists.ts';

/**
 * The bar (issue 32): query counts stay flat as data grows (no N+1). Every list route is read twice on
 * the demo data, once narrow (a row or a few) and once wide: the wide read answers more rows and must
 * send the database no more statements. Statements are counted per request, so background jobs do not
 * count. Which GET routes are lists comes from the app's own route table: each is either counted here
 * or named in not-counted.ts with its reason, so a new list route fails the guard until it is one or
 * the other.
 */
const counted: CountedList[] = [...storeAndVendorLists, ...partnerLists, ...associateLists, ...adminLists];

let ctx: TestContext;
let h: ReturnType<typeof createHarness>;

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  await seedDemoData({
    database: ctx.database,
    config: { NODE_ENV: 'development', SEED_DEMO: 'true', DATA_DIR: ctx.dataDir },
  });
  h = createHarness(ctx);
}, 120_000);
afterAll(() => ctx.close());

/** Whether a request path is one of a route's: '/api/partner/orders/:id' takes any one segment for `:id`. */
function servedBy(route: string, url: string): boolean {
  const path = url.split('?')[0]!;
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

async function urlOf(url: Url, wideRows: Record<string, unknown>[]): Promise<string> {
  return typeof url === 'string' ? url : url(h, wideRows);
}

async function read(as: Account, url: string, rowsOf: CountedList['rows']) {
  const { response: res, statements } = await h.counted(as, url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(statements.length, `${url} is served from the database`).toBeGreaterThan(0);
  const body = res.json();
  return { rows: (rowsOf ? rowsOf(body) : firstArray(body)) as Record<string, unknown>[], statements };
}

describe('every list route is counted', () => {
  it('names each GET route of the route table once: counted, or not counted with its reason', () => {
    const gets = ctx.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url);
    const countedRoutes = new Set(counted.map((c) => c.route));
    const exempt = Object.keys(notCounted);
    // A new GET route: count it (a narrow and a wide read in query-counts/) or give the reason it is not a list.
    expect(
      gets.filter((url) => !countedRoutes.has(url) && !(url in notCounted)),
      'GET routes neither counted (query-counts/<area>-lists.ts) nor named in query-counts/not-counted.ts',
    ).toEqual([]);
    expect(
      [...countedRoutes, ...exempt].filter((url) => !gets.includes(url)),
      'entries for routes the app no longer has',
    ).toEqual([]);
    expect(
      exempt.filter((url) => countedRoutes.has(url)),
      'routes both counted and not counted',
    ).toEqual([]);
    for (const [url, reason] of Object.entries(notCounted)) expect(reason.length, url).toBeGreaterThan(10);
  });
});

describe('query counts stay flat as lists grow', () => {
  it.each(counted.map((list) => [list.name ? `${list.route} (${list.name})` : list.route, list] as const))(
    '%s',
    async (_label, { route, as, fewAs = as, few, many, rows, setup, grow }) => {
      await setup?.(h);
      const manyUrl = await urlOf(many, []);
      const first = await read(as, manyUrl, rows); // a first request may fill per-process caches
      const fewUrl = await urlOf(few, first.rows);
      expect(
        servedBy(route, manyUrl) && servedBy(route, fewUrl),
        `${fewUrl} and ${manyUrl} are ${route}`,
      ).toBe(true);
      await read(fewAs, fewUrl, rows);
      const narrow = await read(fewAs, fewUrl, rows);
      await grow?.(h);
      await read(as, manyUrl, rows);
      const wide = await read(as, manyUrl, rows);
      expect(narrow.rows.length, 'the narrow read answers a row').toBeGreaterThan(0);
      expect(wide.rows.length, 'the wide read answers more rows').toBeGreaterThan(narrow.rows.length);
      expect(
        wide.statements.length,
        `narrow (${narrow.rows.length} rows):\n${narrow.statements.join('\n')}\n\nwide (${wide.rows.length} rows):\n${wide.statements.join('\n')}`,
      ).toBeLessThanOrEqual(narrow.statements.length);
    },
  );
});
