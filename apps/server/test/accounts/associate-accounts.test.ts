import { associateAccountMessages } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { openEventStream } from '../platform/sse-client.ts';

/** /admin/associates/accounts: real associate accounts, their status and department. */
let ctx: TestContext;
let admin: SignedIn;
let sales: SignedIn;
let finance: SignedIn;
let disabled: SignedIn;
let applicant: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Zed Admin' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Ava Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fin Ledger' });
  disabled = await signInAs(ctx, {
    role: 'associate',
    associateRole: 'product_management',
    name: 'Dot Gone',
  });
  applicant = await signInAs(ctx, { role: 'partner', name: 'Pat Pending' });
  await signInAs(ctx, { role: 'partner', name: 'Not An Associate' });
  await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor' });
  const apply = await callAs(ctx, applicant, 'POST', '/api/me/onboarding', {
    role: 'associate',
    companyName: 'Pending Events Co',
  });
  expect(apply.statusCode).toBe(201);
  const off = await callAs(ctx, admin, 'PUT', `/api/admin/users/${disabled.user.id}/active`, {
    active: false,
  });
  expect(off.statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

const list = async (qs = '') =>
  (await callAs(ctx, admin, 'GET', `/api/admin/associates/accounts${qs}`)).json();

describe('admin associate accounts', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/associates/accounts' })).statusCode).toBe(
      401,
    );
    expect((await callAs(ctx, finance, 'GET', '/api/admin/associates/accounts')).statusCode).toBe(403);
    expect(
      (
        await callAs(ctx, finance, 'PUT', `/api/admin/associates/${sales.user.id}/department`, {
          associateRole: 'finance',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists every associate and pending associate applicant with department and status, and counts each status', async () => {
    const all = await list();
    expect(
      all.items.map(
        (a: { name: string; associateRole: string | null; status: string; companyName: string | null }) => [
          a.name,
          a.associateRole,
          a.status,
          a.companyName,
        ],
      ),
    ).toEqual([
      ['Ava Sales', 'sales', 'active', null],
      ['Dot Gone', 'product_management', 'inactive', null],
      ['Fin Ledger', 'finance', 'active', null],
      ['Pat Pending', null, 'pending_approval', 'Pending Events Co'],
    ]);
    expect(all.counts).toEqual({ active: 2, pending_approval: 1, inactive: 1 });
    expect(all.total).toBe(4);
  });

  it('searches by name or email and filters by status', async () => {
    const names = async (qs: string) => (await list(qs)).items.map((a: { name: string }) => a.name);
    expect(await names('?status=inactive')).toEqual(['Dot Gone']);
    expect(await names('?status=pending_approval')).toEqual(['Pat Pending']);
    expect(await names('?status=active')).toEqual(['Ava Sales', 'Fin Ledger']);
    expect(await names('?search=ledger')).toEqual(['Fin Ledger']);
    expect(await names(`?search=${encodeURIComponent(sales.user.email.toUpperCase())}`)).toEqual([
      'Ava Sales',
    ]);
    expect(await names('?search=%25')).toEqual([]);
    expect((await callAs(ctx, admin, 'GET', '/api/admin/associates/accounts?status=gone')).statusCode).toBe(
      400,
    );
  });

  it("changes an associate's department: audited, live, and effective on their next request", async () => {
    // Sales may not review credit requests; finance may.
    expect((await callAs(ctx, sales, 'GET', '/api/associate/credit-requests')).statusCode).toBe(403);
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl, admin.cookie);
    try {
      const res = await callAs(ctx, admin, 'PUT', `/api/admin/associates/${sales.user.id}/department`, {
        associateRole: 'finance',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: sales.user.id, associateRole: 'finance' });
      await stream.waitFor(
        (e) => e.event === 'user.changed' && (e.data as { userId: string }).userId === sales.user.id,
      );
    } finally {
      stream.close();
    }
    expect((await callAs(ctx, sales, 'GET', '/api/associate/credit-requests')).statusCode).toBe(200);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sales.user.id), eq(auditLog.action, 'user.department_changed')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      oldValues: { associateRole: 'sales' },
      newValues: { associateRole: 'finance' },
    });
    // Back to sales for the other cases.
    await callAs(ctx, admin, 'PUT', `/api/admin/associates/${sales.user.id}/department`, {
      associateRole: 'sales',
    });
  });

  it('refuses a department for someone who is not an associate, an unknown user and an unknown department', async () => {
    const notYet = await callAs(ctx, admin, 'PUT', `/api/admin/associates/${applicant.user.id}/department`, {
      associateRole: 'finance',
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(associateAccountMessages.notAssociate);
    const unknown = await callAs(
      ctx,
      admin,
      'PUT',
      '/api/admin/associates/00000000-0000-4000-8000-000000000000/department',
      {
        associateRole: 'finance',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await callAs(ctx, admin, 'PUT', `/api/admin/associates/${sales.user.id}/department`, {
      associateRole: 'ceo',
    });
    expect(bad.statusCode).toBe(400);
  });
});
