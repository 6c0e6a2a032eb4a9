import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  notifications,
  partnerCreditLimits,
  supportTickets,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { callAs } from '../support/support-fixtures.ts';

let ctx: TestContext;
let finance: SignedIn;
let admin: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
}, 120_000);
afterAll(() => ctx.close());

const approval = {
  approvedLimit: 20000,
  paymentTerms: 'net_45',
  creditScore: 78,
  notes: 'Good trade history.',
};

async function requestAs(partner: SignedIn, requestedLimit = 25000) {
  const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', {
    requestedLimit,
    currentSpending: 9000,
    reason: 'Spring wedding season doubles our volume.',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; ticketId: string; ticketNumber: string };
}

const ticketOf = async (id: string) =>
  (await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;
const bellOf = async (who: SignedIn) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

describe('credit limit requests review', () => {
  it('is for finance associates and admins only', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const { id } = await requestAs(partner);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/credit-requests' })).statusCode).toBe(
      401,
    );
    expect((await callAs(ctx, sales, 'GET', '/api/associate/credit-requests')).statusCode).toBe(403);
    expect((await callAs(ctx, partner, 'GET', '/api/associate/credit-requests')).statusCode).toBe(403);
    expect(
      (await callAs(ctx, sales, 'POST', `/api/associate/credit-requests/${id}/approve`, approval)).statusCode,
    ).toBe(403);
    // Product management may manage products and FAQs, but credit review is finance's alone.
    const productManager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
    expect((await callAs(ctx, productManager, 'GET', '/api/associate/credit-requests')).statusCode).toBe(403);
    expect(
      (
        await callAs(ctx, productManager, 'POST', `/api/associate/credit-requests/${id}/reject`, {
          reason: 'No.',
        })
      ).statusCode,
    ).toBe(403);
    expect((await callAs(ctx, finance, 'GET', '/api/associate/credit-requests')).statusCode).toBe(200);
    expect((await callAs(ctx, admin, 'GET', '/api/associate/credit-requests')).statusCode).toBe(200);
  });

  it('lets nobody decide their own request: an admin’s own partner account waits for another reviewer', async () => {
    const adminPartner = await signInAs(ctx, { role: 'partner', isAdmin: true, name: 'Pat Partner-Admin' });
    const { id } = await requestAs(adminPartner);
    const refusal =
      'You asked for this credit limit, so another finance associate or administrator must approve or reject it.';
    const self = await callAs(
      ctx,
      adminPartner,
      'POST',
      `/api/associate/credit-requests/${id}/approve`,
      approval,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(refusal);
    const selfReject = await callAs(
      ctx,
      adminPartner,
      'POST',
      `/api/associate/credit-requests/${id}/reject`,
      {
        reason: 'Mine',
      },
    );
    expect(selfReject.statusCode).toBe(403);
    expect(
      await ctx.database.db
        .select()
        .from(partnerCreditLimits)
        .where(eq(partnerCreditLimits.companyId, companyIdOf(adminPartner.user.id))),
    ).toEqual([]);
    const byOther = await callAs(
      ctx,
      finance,
      'POST',
      `/api/associate/credit-requests/${id}/approve`,
      approval,
    );
    expect(byOther.statusCode, byOther.body).toBe(200);
  });

  it('lists every partner’s requests newest first with name, email and company; searches and filters', async () => {
    const bella = await signInAs(ctx, { role: 'partner', name: 'Bella Quokka' });
    await ctx.database.db
      .update(companies)
      .set({ name: 'Quokka Events' })
      .where(eq(companies.id, companyIdOf(bella.user.id)));
    const tom = await signInAs(ctx, { role: 'partner', name: 'Tom Wombat' });
    const first = await requestAs(bella, 1000);
    const second = await requestAs(tom, 2000);
    const all = (await callAs(ctx, admin, 'GET', '/api/associate/credit-requests')).json().items;
    const ids = all.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.find((r: { id: string }) => r.id === first.id)).toMatchObject({
      partnerName: 'Bella Quokka',
      partnerEmail: bella.user.email,
      requestedLimit: 1000,
      currentSpending: 9000,
      status: 'pending',
    });
    for (const search of ['quokka', bella.user.email.toUpperCase(), 'Quokka Ev']) {
      const found = (
        await callAs(ctx, admin, 'GET', `/api/associate/credit-requests?search=${encodeURIComponent(search)}`)
      ).json().items;
      expect(found.map((r: { id: string }) => r.id)).toEqual([first.id]);
    }
    // LIKE wildcards are taken literally.
    const wildcard = (await callAs(ctx, admin, 'GET', '/api/associate/credit-requests?search=%25')).json();
    expect(wildcard.items).toEqual([]);
    const pending = (await callAs(ctx, admin, 'GET', '/api/associate/credit-requests?status=pending')).json();
    expect(pending.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const bad = await callAs(ctx, admin, 'GET', '/api/associate/credit-requests?status=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('moves a pending request to under_review when opened, and its ticket to in progress', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const { id, ticketId } = await requestAs(partner);
    const opened = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/open`, {});
    expect(opened.statusCode).toBe(200);
    expect(opened.json().status).toBe('under_review');
    expect((await ticketOf(ticketId)).status).toBe('in_progress');
    // Opening again changes nothing.
    expect(
      (await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/open`, {})).json().status,
    ).toBe('under_review');
    const unknown = await callAs(
      ctx,
      finance,
      'POST',
      '/api/associate/credit-requests/00000000-0000-4000-8000-000000000000/open',
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('approves: the partner’s limit is set, the ticket resolved, the partner told, the change audited', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const { id, ticketId } = await requestAs(partner);
    const res = await callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/approve`, approval);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', approvalNotes: 'Good trade history.' });
    expect(res.json().reviewedAt).toEqual(expect.any(String));
    // The request itself keeps what was granted, for its View (limit, terms, score).
    const listed = (await callAs(ctx, finance, 'GET', '/api/associate/credit-requests')).json().items;
    expect(listed.find((item: { id: string }) => item.id === id)?.decision).toEqual({
      approvedLimit: 20000,
      paymentTerms: 'net_45',
      creditScore: 78,
    });

    const credit = (await callAs(ctx, partner, 'GET', '/api/partner/credit')).json();
    expect(credit.limit).toMatchObject({
      approvedLimit: 20000,
      usedAmount: 0,
      availableAmount: 20000,
      paymentTerms: 'net_45',
      creditScore: 78,
      status: 'active',
    });
    const ticket = await ticketOf(ticketId);
    expect(ticket.status).toBe('resolved');
    expect(ticket.resolutionNotes).toBe('Approved: credit limit $20,000.00, Net 45.');
    expect((await bellOf(partner)).map((n) => n.message)).toContain(
      'Your credit limit of $20,000.00 on Net 45 terms is ready to use.',
    );
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'credit_request.approved')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      oldValues: { status: 'pending', approvedLimit: null },
      newValues: { status: 'approved', approvedLimit: 20000, paymentTerms: 'net_45', creditScore: 78 },
    });

    // A decided request cannot be decided again.
    const again = await callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/reject`, {
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This credit request has already been decided.');
  });

  it('upserts on the partner: a second approval replaces the limit and keeps what is used', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    await ctx.database.db.insert(partnerCreditLimits).values({
      companyId: companyIdOf(partner.user.id),
      approvedLimit: '5000.00',
      usedAmount: '1200.00',
    });
    const { id } = await requestAs(partner, 15000);
    await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/open`, {});
    const res = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/approve`, {
      approvedLimit: '12000',
      paymentTerms: 'net_30',
      creditScore: '',
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(partnerCreditLimits)
      .where(eq(partnerCreditLimits.companyId, companyIdOf(partner.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      approvedLimit: '12000.00',
      usedAmount: '1200.00',
      availableAmount: '10800.00',
    });
  });

  it('rejects with a reason: the request keeps no limit, the ticket is resolved, the partner told', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const { id, ticketId } = await requestAs(partner);
    const res = await callAs(ctx, finance, 'POST', `/api/associate/credit-requests/${id}/reject`, {
      reason: 'Trading history too short.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reviewerNotes: 'Trading history too short.' });
    expect((await callAs(ctx, partner, 'GET', '/api/partner/credit')).json()).toEqual({ limit: null });
    expect((await ticketOf(ticketId)).status).toBe('resolved');
    expect((await bellOf(partner)).map((n) => n.message)).toContain(
      'Your credit limit request was not approved. Reason: Trading history too short.',
    );
  });

  it('refuses bad decisions with a message per field and changes nothing', async () => {
    const partner = await signInAs(ctx, { role: 'partner' });
    const { id } = await requestAs(partner);
    const approve = (body: unknown) =>
      callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/approve`, body);
    const missing = await approve({ paymentTerms: 'net_90', creditScore: 101 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      approvedLimit: 'Approved limit is required',
      paymentTerms: 'Choose the payment terms',
      creditScore: 'Credit score must be between 0 and 100',
    });
    expect((await approve({ ...approval, creditScore: 50.5 })).json().error.fields.creditScore).toBe(
      'Credit score must be between 0 and 100',
    );
    expect((await approve({ ...approval, approvedLimit: 0 })).statusCode).toBe(400);
    expect((await approve({ ...approval, creditScore: 'high' })).statusCode).toBe(400);
    const reject = await callAs(ctx, admin, 'POST', `/api/associate/credit-requests/${id}/reject`, {
      reason: '   ',
    });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().error.fields.reason).toBe('Rejection reason is required');
    expect((await callAs(ctx, partner, 'GET', '/api/partner/credit')).json()).toEqual({ limit: null });
    const list = (await callAs(ctx, partner, 'GET', '/api/partner/credit/requests')).json();
    expect(list.items[0].status).toBe('pending');
  });
});
