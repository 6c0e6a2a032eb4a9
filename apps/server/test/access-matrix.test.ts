import { randomUUID } from 'node:crypto';
import { type AccessRule, decideAccess, type Principal } from '@party/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/http/access.ts';
import { type Caller, everyKindOfCaller, signInCallers, signInCompanyMembers } from './helpers/callers.ts';
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
    // The administrator ranks (docs/product/access.md): 'admin' above holds the plain admin rank.
    ['super admin', { role: null, isAdmin: true, adminRank: 'super_admin' }],
    ['moderator', { role: null, isAdmin: true, adminRank: 'moderator' }],
  ]);
  // 'partner' owns a company; its admin, buyer, approver and viewer join it ('partner B' owns another).
  callers.push(...(await signInCompanyMembers(ctx, callers.find((c) => c.name === 'partner')!)));
}, 120_000);
afterAll(() => ctx.close());

/** Routes whose allowed answer is a never-ending stream: only their refusals are called here. */
const streaming = new Set(['GET /api/events']);
/** Routes whose allowed answer takes the caller out of their company and signs them out: only refusals here (test/companies/members.test.ts calls them). */
const endsTheCaller = new Set(['POST /api/partner/company/leave']);

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

  it("admits an admin who is no associate where the rule says 'or admin', and only there", async () => {
    const orAdmin = ctx.app.routeTable.filter(
      (r) => r.access?.kind === 'restricted' && r.access.orAdmin && r.access.roles.includes('associate'),
    );
    expect(orAdmin.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/associate/quotes/:id/approve',
        'POST /api/associate/quotes/:id/reject',
        'POST /api/associate/vendor-payments/:id/paid',
        'GET /api/associate/vendor-payments/:id/invoice',
        // docs/product/admin-area.md: admins manage FAQs too.
        'GET /api/associate/faqs',
        'POST /api/associate/faqs',
        'PUT /api/associate/faqs/:id',
        'DELETE /api/associate/faqs/:id',
        // docs/product/approvals.md, credit limit requests: finance associates or admins.
        'GET /api/associate/credit-requests',
        'POST /api/associate/credit-requests/:id/open',
        'POST /api/associate/credit-requests/:id/approve',
        'POST /api/associate/credit-requests/:id/reject',
        // docs/product/wholesale-buying.md: product-management associates and admins keep price lists.
        'GET /api/associate/price-lists',
        'GET /api/associate/price-lists/companies',
        'GET /api/associate/price-lists/:id',
        'POST /api/associate/price-lists',
        'PUT /api/associate/price-lists/:id',
        'DELETE /api/associate/price-lists/:id',
        'PUT /api/associate/price-lists/:id/items',
        'PUT /api/associate/price-lists/:id/assignments',
        // docs/product/receivables.md: finance associates and administrators record payments received.
        'GET /api/associate/receivables/invoices',
        'GET /api/associate/receivables/companies',
        'GET /api/associate/receivables/companies/:companyId',
        'POST /api/associate/receivables/payments',
        'GET /api/associate/receivables/payments',
        'GET /api/associate/receivables/ageing',
        'GET /api/associate/receivables/ageing.csv',
        'GET /api/associate/receivables/ageing.xlsx',
        // Issue 16 item 7: the admin's Reports read the staff analytics' sales figures.
        'GET /api/associate/analytics/sales',
        'GET /api/associate/analytics/storefront',
        // docs/product/returns.md: every associate, and admins, decide and receive returns.
        'GET /api/associate/returns',
        'GET /api/associate/returns/:id',
        'GET /api/associate/returns/:id/photos/:fileId',
        'GET /api/associate/returns/:id/adjustment-note.pdf',
        'POST /api/associate/returns/:id/approve',
        'POST /api/associate/returns/:id/reject',
        'POST /api/associate/returns/:id/receive',
      ]),
    );
    const admin = callers.find((c) => c.name === 'admin')!;
    const sales = callers.find((c) => c.name === 'associate sales')!;
    expect(admin.principal?.role).toBeNull();
    for (const route of orAdmin) {
      const send = (caller: Caller) =>
        ctx.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers: { ...caller.headers, origin: 'http://localhost:3000', 'content-type': 'application/json' },
          payload: '{}',
        });
      expect([401, 403]).not.toContain((await send(admin)).statusCode);
      // A rule open to every associate (e.g. reading campaigns) admits sales too.
      const salesAllowed = expectedStatus(route.access!, sales.principal) === 'allow';
      if (!salesAllowed) expect((await send(sales)).statusCode).toBe(403);
    }
    // Without the option an admin who is no associate is refused an associate route.
    const plain = ctx.app.routeTable.find((r) => r.url === '/api/associate/quotes' && r.method === 'GET')!;
    expect(expectedStatus(plain.access!, admin.principal)).toBe(403);
  });

  it('keeps account, application and setting changes from moderators, and admin grants to super admins', () => {
    // docs/product/access.md: what each administrator rank may do.
    const ranked = (ranks: string) =>
      ctx.app.routeTable
        .filter((r) => r.access?.kind === 'restricted' && r.access.adminRanks?.join() === ranks)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    expect(ranked('super_admin,admin')).toEqual([
      'DELETE /api/admin/companies/:id/members/:userId',
      'POST /api/admin/companies/:id/members',
      'POST /api/admin/companies/:id/owner',
      'POST /api/admin/onboarding/:id/approve',
      'POST /api/admin/onboarding/:id/reject',
      'POST /api/admin/users/:id/end-sessions',
      'POST /api/admin/users/:id/password-reset',
      'PUT /api/admin/associates/:id/department',
      'PUT /api/admin/settings',
      'PUT /api/admin/users/:id/active',
    ]);
    expect(ranked('super_admin')).toEqual(['PUT /api/admin/users/:id/role']);
    const rankOf = (name: string) => callers.find((c) => c.name === name)!.principal;
    expect(rankOf('super admin')?.adminRank).toBe('super_admin');
    expect(rankOf('admin')?.adminRank).toBe('admin');
    expect(rankOf('moderator')?.adminRank).toBe('moderator');
  });

  it("keeps every vendor's documents to admins: no associate lists, downloads or reviews them", async () => {
    // docs/product/vendor-portal.md: only the vendor who owns a document and admins can download it.
    const documentRoutes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/admin/vendor-documents'));
    expect(documentRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/vendor-documents',
      'GET /api/admin/vendor-documents/:id/file',
      'POST /api/admin/vendor-documents/:id/reject',
      'POST /api/admin/vendor-documents/:id/verify',
    ]);
    expect(ctx.app.routeTable.some((r) => r.url.startsWith('/api/associate/vendor-documents'))).toBe(false);
    for (const route of documentRoutes) {
      for (const caller of callers) {
        const expected = caller.principal === null ? 401 : caller.principal.isAdmin ? 'allow' : 403;
        expect(expectedStatus(route.access!, caller.principal), `${route.url} as ${caller.name}`).toBe(
          expected,
        );
      }
    }
  });

  it('keeps member management to owners and admins, ownership to the owner, approvals to approvers and checkout and addresses from viewers', () => {
    // docs/product/company-accounts.md, "Roles"; docs/decisions/0019-company-accounts.md §7.
    const byRoles = (roles: string) =>
      ctx.app.routeTable
        .filter((r) => r.access?.kind === 'restricted' && r.access.companyRoles?.join() === roles)
        .map((r) => `${r.method} ${r.url}`)
        .sort();
    expect(byRoles('owner,admin')).toEqual([
      'DELETE /api/partner/company/invitations/:id',
      'DELETE /api/partner/company/members/:userId',
      'GET /api/partner/company/invitations',
      // docs/product/receivables.md, "Statements": the account is the owner's and admins'.
      'GET /api/partner/statements',
      'GET /api/partner/statements/:month/csv',
      'GET /api/partner/statements/:month/pdf',
      'POST /api/partner/company/invitations',
      'POST /api/partner/company/invitations/:id/resend',
      'PUT /api/partner/company/members/:userId',
    ]);
    expect(byRoles('owner')).toEqual(['POST /api/partner/company/transfer-ownership']);
    expect(byRoles('owner,admin,approver,buyer')).toEqual([
      'DELETE /api/partner/addresses/:id',
      'DELETE /api/partner/cart/items/:id',
      'DELETE /api/partner/lists/:id',
      'GET /api/partner/checkout/summary',
      // docs/product/returns.md: members who may shop ask for returns and see them.
      'GET /api/partner/orders/:id/returnable',
      'GET /api/partner/returns',
      'GET /api/partner/returns/:id',
      'GET /api/partner/returns/:id/adjustment-note.pdf',
      'GET /api/partner/returns/:id/photos/:fileId',
      'PATCH /api/partner/addresses/:id',
      'PATCH /api/partner/cart/items/:id',
      'POST /api/partner/addresses',
      'POST /api/partner/cart/items',
      'POST /api/partner/cart/items/bulk',
      'POST /api/partner/checkout',
      // docs/product/wholesale-buying.md, "Saved lists": viewers only read them.
      'POST /api/partner/lists',
      'POST /api/partner/lists/:id/cart',
      'POST /api/partner/lists/:id/lines',
      'POST /api/partner/lists/from-order',
      // docs/product/wholesale-buying.md: order again and quick order are shopping too.
      'POST /api/partner/orders/:id/reorder',
      'POST /api/partner/quick-order/check',
      'POST /api/partner/returns',
      'POST /api/partner/returns/:id/photos',
      'PUT /api/partner/lists/:id',
      'PUT /api/partner/lists/:id/lines',
    ]);
    expect(byRoles('owner,admin,approver')).toEqual([
      'GET /api/partner/approvals',
      'POST /api/partner/approvals/:id/approve',
      'POST /api/partner/approvals/:id/reject',
    ]);
    expect(byRoles('owner,admin,buyer,approver,viewer')).toEqual([
      'GET /api/partner/company',
      'GET /api/partner/company/members',
      'GET /api/partner/lists',
      'GET /api/partner/lists/:id',
      'GET /api/partner/lists/:id/export.csv',
      'POST /api/partner/company/leave',
    ]);
    const roleOf = (name: string) => callers.find((c) => c.name === name)!.principal?.companyRole;
    expect(['partner', 'company admin', 'buyer', 'approver', 'viewer', 'partner B'].map(roleOf)).toEqual([
      'owner',
      'admin',
      'buyer',
      'approver',
      'viewer',
      'owner',
    ]);
  });

  it('answers every route × caller as declared', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of ctx.app.routeTable) {
      for (const caller of callers) {
        const expected = expectedStatus(route.access!, caller.principal);
        const key = `${route.method} ${route.url}`;
        if (expected === 'allow' && (streaming.has(key) || endsTheCaller.has(key))) continue;
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
