import { randomUUID } from 'node:crypto';
import { type AccessRule, decideAccess, type Principal } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/http/access.ts';
import { type Caller, everyKindOfCaller, signInCallers } from './helpers/callers.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/**
 * Every route of the server's own route table, called as each kind of caller: it must answer
 * exactly as its declaration says (401 anonymous, 403 wrong role, anything else when allowed).
 * A route added without a declaration fails here.
 */

let ctx: TestContext;
let callers: Caller[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  // A second partner and vendor: whatever one of them may call, another of the same role may too.
  callers = await signInCallers(ctx, [
    ...everyKindOfCaller,
    ['partner B', { role: 'partner' }],
    ['vendor B', { role: 'vendor' }],
  ]);
}, 120_000);
afterAll(() => ctx.close());

/** Routes whose allowed answer is a never-ending stream: only their refusals are called here. */
const streaming = new Set(['GET /api/events']);

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'get-session');
}

function expectedStatus(rule: AccessRule, principal: Principal | null): 'allow' | 401 | 403 {
  const decision = decideAccess(rule, principal);
  if (decision.outcome === 'allow') return 'allow';
  return decision.outcome === 'login' ? 401 : 403;
}

describe('access matrix', () => {
  it('requires authentication on every non-public route', () => {
    const table: RouteEntry[] = ctx.app.routeTable;
    expect(table.length).toBeGreaterThan(5);
    const undeclared = table.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers every route × caller as declared', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of ctx.app.routeTable) {
      for (const caller of callers) {
        const expected = expectedStatus(route.access!, caller.principal);
        if (expected === 'allow' && streaming.has(`${route.method} ${route.url}`)) continue;
        const isWrite = route.method !== 'GET';
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: {
            ...caller.headers,
            origin: 'http://localhost:3000',
            ...(isWrite ? { 'content-type': 'application/json' } : {}),
          },
          ...(isWrite ? { payload: '{}' } : {}),
        });
        checked++;
        const ok =
          expected === 'allow'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === expected;
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: expected ${expected}, got ${res.statusCode}`,
          );
        if (res.statusCode >= 500)
          mismatches.push(`${route.method} ${route.url} as ${caller.name}: ${res.statusCode} ${res.body}`);
      }
    }
    console.info(
      `access matrix: ${ctx.app.routeTable.length} routes × ${callers.length} callers = ${checked} calls`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
});
