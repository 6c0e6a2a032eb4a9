import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  creditLimitRequests,
  emailOutbox,
  onboardingApplications,
  orders,
  products,
  quotes,
  vendorDocuments,
  vendors,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { runAndRecord } from '../../src/jobs/job-runs.ts';
import { createUser, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, statementsOf, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

/**
 * Issue 16 item 1: the admin dashboard is the whole store in one read (sales today and this month,
 * orders by status, pending approvals, stock alerts, outbox and job health). The store starts empty;
 * every figure below comes from the rows this file writes.
 */
let ctx: TestContext;
let admin: SignedIn;
const URL = '/api/admin/overview';
const read = async () => {
  const res = await call(ctx, admin, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp({}, { countStatements: true });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/admin/overview', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const opts of [
      { role: 'partner' },
      { role: 'vendor' },
      { role: 'associate', associateRole: 'finance' },
    ] as const) {
      expect((await call(ctx, await signInAs(ctx, opts), 'GET', URL)).statusCode).toBe(403);
    }
  });

  it('shows an empty store as zeros, no alerts and jobs that have not run', async () => {
    const board = await read();
    expect(board.salesToday).toEqual({ orders: 0, amountCents: 0 });
    expect(board.salesThisMonth).toEqual({ orders: 0, amountCents: 0 });
    expect(board.ordersByStatus).toEqual([
      { status: 'awaiting_approval', count: 0 },
      { status: 'pending', count: 0 },
      { status: 'processing', count: 0 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 0 },
      { status: 'cancelled', count: 0 },
    ]);
    expect(board.approvals).toEqual({
      onboardingApplications: 0,
      creditRequests: 0,
      quotes: 0,
      campaigns: 0,
      vendorDocuments: 0,
    });
    expect(board.stock).toEqual({ lowStock: 0, outOfStock: 0, alerts: [] });
    expect(board.outbox).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });
    expect(board.jobs.map((j: { name: string }) => j.name)).toEqual([
      'retention-purge',
      'quote-expiry',
      'campaign-lifecycle',
      'document-expiry',
      'order-approval-expiry',
      'monthly-statements',
      'invoice-reminders',
    ]);
    expect(board.jobs.every((j: { lastRun: unknown }) => j.lastRun === null)).toBe(true);
  });

  it('counts every figure of a store with orders, approvals, stock, mail and job runs', async () => {
    const db = ctx.database.db;
    const partner = await createUser(ctx);
    const now = Date.now();
    const minutesAgo = (n: number) => new Date(now - n * 60_000);
    // Today: a pending and a delivered order count ($30.50); a cancelled one does not. Older ones
    // count by status only (a year ago is neither today nor this month).
    const yearAgo = new Date(now - 366 * 86_400_000);
    await db.insert(orders).values([
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'pending',
        totalAmount: '10.25',
        createdAt: minutesAgo(1),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'delivered',
        totalAmount: '20.25',
        createdAt: minutesAgo(2),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'cancelled',
        totalAmount: '999.00',
        createdAt: minutesAgo(3),
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'shipped',
        totalAmount: '50.00',
        createdAt: yearAgo,
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        status: 'shipped',
        totalAmount: '50.00',
        createdAt: yearAgo,
      },
    ]);

    // Approvals: one of each kind waiting, one of each kind already decided.
    const applicant = await createUser(ctx, { role: null });
    await db.insert(onboardingApplications).values([
      { userId: applicant.id, role: 'vendor', companyName: 'Koala Paper', status: 'pending' },
      { userId: applicant.id, role: 'associate', companyName: 'Old Co', status: 'rejected' },
    ]);
    await db.insert(creditLimitRequests).values([
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        requestedLimit: '5000',
        reason: 'Growth',
        status: 'pending',
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        requestedLimit: '6000',
        reason: 'Growth',
        status: 'under_review',
      },
      {
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        requestedLimit: '7000',
        reason: 'Growth',
        status: 'approved',
      },
    ]);
    const quote = { title: 'Gala', customerName: 'Ada', customerEmail: 'ada@example.com.au' };
    await db.insert(quotes).values([
      { ...quote, status: 'draft', requiresApproval: true, approvalStatus: 'pending' },
      { ...quote, status: 'draft', requiresApproval: true, approvalStatus: 'approved' },
      { ...quote, status: 'draft', requiresApproval: false },
    ]);
    const dates = { startDate: new Date(now + 86_400_000), endDate: new Date(now + 2 * 86_400_000) };
    await db.insert(campaigns).values([
      { name: 'Spring', status: 'draft', approvalStatus: 'pending', ...dates },
      { name: 'Summer', status: 'draft', approvalStatus: null, ...dates },
    ]);
    const [vendor] = await db
      .insert(vendors)
      .values({
        userId: (await createUser(ctx, { role: 'vendor' })).id,
        companyName: 'Koala',
        contactEmail: 'k@example.com.au',
      })
      .returning({ id: vendors.id });
    await db.insert(vendorDocuments).values([
      { vendorId: vendor!.id, documentName: 'Licence', documentType: 'business_license' },
      { vendorId: vendor!.id, documentName: 'Tax', documentType: 'tax_certificate', isVerified: true },
      {
        vendorId: vendor!.id,
        documentName: 'Old',
        documentType: 'tax_certificate',
        expiryDate: '2020-01-01',
      },
    ]);

    // Stock: out of stock, low (2 of 10), at its level (10 of 10) and plenty.
    const item = (name: string, stockQuantity: number) => ({
      name,
      slug: `dashboard-${name.toLowerCase().replaceAll(' ', '-')}`,
      price: '1.00',
      category: 'balloons' as const,
      stockQuantity,
    });
    await db
      .insert(products)
      .values([
        item('Empty Banner', 0),
        item('Low Balloons', 2),
        item('Edge Plates', 10),
        item('Full Cups', 500),
      ]);

    // Outbox: two waiting (the older queued 90 minutes ago), one failed, one sent.
    const mail = { toAddress: 'a@example.com.au', template: 'welcome', subject: 'Hi' };
    await db.insert(emailOutbox).values([
      { ...mail, status: 'pending', createdAt: minutesAgo(90) },
      { ...mail, status: 'pending', createdAt: minutesAgo(5) },
      { ...mail, status: 'failed' },
      { ...mail, status: 'sent' },
    ]);

    // Jobs: one ran, one failed, one was another instance's to run (null: nothing recorded).
    await runAndRecord(ctx.database, 'quote-expiry', async () => ({ expired: 0 }));
    await expect(
      runAndRecord(ctx.database, 'retention-purge', async () => {
        throw new Error('database is away');
      }),
    ).rejects.toThrow('database is away');
    await runAndRecord(ctx.database, 'campaign-lifecycle', async () => null);

    const board = await read();
    expect(board.salesToday).toEqual({ orders: 2, amountCents: 3_050 });
    expect(board.salesThisMonth.orders).toBe(2);
    expect(board.salesThisMonth.amountCents).toBe(3_050);
    expect(board.ordersByStatus).toEqual([
      { status: 'awaiting_approval', count: 0 },
      { status: 'pending', count: 1 },
      { status: 'processing', count: 0 },
      { status: 'shipped', count: 2 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(board.approvals).toEqual({
      onboardingApplications: 1,
      creditRequests: 2,
      quotes: 1,
      campaigns: 1,
      vendorDocuments: 1,
    });
    expect(board.stock.lowStock).toBe(2);
    expect(board.stock.outOfStock).toBe(1);
    expect(
      board.stock.alerts.map((p: { name: string; stockQuantity: number }) => [p.name, p.stockQuantity]),
    ).toEqual([
      ['Empty Banner', 0],
      ['Low Balloons', 2],
      ['Edge Plates', 10],
    ]);
    expect(board.outbox.pending).toBe(2);
    expect(board.outbox.failed).toBe(1);
    expect(Math.round((now - Date.parse(board.outbox.oldestPendingAt)) / 60_000)).toBe(90);
    const job = (name: string) => board.jobs.find((j: { name: string }) => j.name === name).lastRun;
    expect(job('quote-expiry')).toMatchObject({ status: 'ok', error: null });
    expect(job('retention-purge')).toMatchObject({ status: 'failed', error: 'database is away' });
    expect(job('campaign-lifecycle')).toBeNull();
    expect(job('document-expiry')).toBeNull();

    // A later run replaces the last one.
    await runAndRecord(ctx.database, 'retention-purge', async () => ({ emails: 0 }));
    expect(
      (await read()).jobs.find((j: { name: string }) => j.name === 'retention-purge').lastRun,
    ).toMatchObject({
      status: 'ok',
      error: null,
    });
  });

  it('sends as many statements for a bigger store (no query per row)', async () => {
    const { response, statements } = await statementsOf(ctx, {
      method: 'GET',
      url: URL,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const before = statements.length;
    const partner = await createUser(ctx);
    await ctx.database.db.insert(orders).values(
      Array.from({ length: 30 }, () => ({
        partnerId: partner.id,
        companyId: companyIdOf(partner.id),
        totalAmount: '1.00',
      })),
    );
    const again = await statementsOf(ctx, { method: 'GET', url: URL, headers: admin.headers });
    expect(again.statements.length).toBe(before);
  });
});
