import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLimitRequests,
  notifications,
  partnerCreditLimits,
  supportTickets,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { callAs } from '../support/support-fixtures.ts';

let ctx: TestContext;
let partner: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  partner = await signInAs(ctx, { role: 'partner', name: 'Bella Nguyen' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
}, 120_000);
afterAll(() => ctx.close());

const validRequest = {
  requestedLimit: 25000,
  currentSpending: 11000.5,
  reason: 'Spring wedding season doubles our volume.',
  additionalInfo: 'Two trade references available.',
};

describe('partner credit', () => {
  it('requires authentication', async () => {
    for (const url of ['/api/partner/credit', '/api/partner/credit/requests']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('has no limit and no requests before any are made', async () => {
    const fresh = await signInAs(ctx, { role: 'partner' });
    expect((await callAs(ctx, fresh, 'GET', '/api/partner/credit')).json()).toEqual({ limit: null });
    expect((await callAs(ctx, fresh, 'GET', '/api/partner/credit/requests')).json()).toEqual({ items: [] });
  });

  it('shows the approved limit with used, available, terms, score and usage percentage', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    await ctx.database.db.insert(partnerCreditLimits).values({
      companyId: companyIdOf(buyer.user.id),
      approvedLimit: '15000.00',
      usedAmount: '12750.25',
      paymentTerms: 'net_45',
      creditScore: 82,
    });
    const res = await callAs(ctx, buyer, 'GET', '/api/partner/credit');
    expect(res.statusCode).toBe(200);
    expect(res.json().limit).toMatchObject({
      approvedLimit: 15000,
      usedAmount: 12750.25,
      availableAmount: 2249.75,
      paymentTerms: 'net_45',
      status: 'active',
      creditScore: 82,
      usagePercent: 85,
    });
  });

  it('creates a pending, medium request and its open credit_limit ticket in one go', async () => {
    const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', validRequest);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      requestedLimit: 25000,
      currentSpending: 11000.5,
      reason: 'Spring wedding season doubles our volume.',
      additionalInfo: 'Two trade references available.',
      status: 'pending',
      priority: 'medium',
    });
    expect(created.ticketNumber).toMatch(/^TCK-\d{6}$/);

    const [ticket] = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, created.ticketId));
    expect(ticket).toMatchObject({
      category: 'credit_limit',
      status: 'open',
      priority: 'medium',
      submitterId: partner.user.id,
      title: 'Credit limit request: $25,000.00',
    });
    const [row] = await ctx.database.db
      .select()
      .from(creditLimitRequests)
      .where(eq(creditLimitRequests.id, created.id));
    expect(row!.metadata).toMatchObject({ browser: 'lightMyRequest', timestamp: expect.any(String) });

    // The ticket shows with the partner's own tickets and opened its conversation.
    const tickets = (await callAs(ctx, partner, 'GET', '/api/partner/support/tickets')).json().items;
    expect(tickets.map((t: { id: string }) => t.id)).toContain(created.ticketId);
  });

  it('notifies finance associates and admins, not sales', async () => {
    const res = await callAs(ctx, partner, 'POST', '/api/partner/credit/requests', {
      ...validRequest,
      requestedLimit: 30000,
    });
    const { ticketNumber } = res.json();
    const bell = async (who: SignedIn) =>
      (
        await ctx.database.db
          .select({ message: notifications.message })
          .from(notifications)
          .where(eq(notifications.userId, who.user.id))
      ).map((n) => n.message);
    const expected = `Bella Nguyen requested a credit limit of $30,000.00 (ticket #${ticketNumber}).`;
    expect(await bell(finance)).toContain(expected);
    expect(await bell(admin)).toContain(expected);
    expect((await bell(sales)).some((m) => m.includes(ticketNumber))).toBe(false);
    const linkOf = async (who: SignedIn) =>
      (
        await ctx.database.db
          .select({ actionUrl: notifications.actionUrl })
          .from(notifications)
          .where(and(eq(notifications.userId, who.user.id), eq(notifications.message, expected)))
      )[0]?.actionUrl;
    // Each reviewer's bell opens their own credit review screen.
    expect(await linkOf(admin)).toBe('/admin/partners/credit-requests');
    expect(await linkOf(finance)).toBe('/associate/credit-requests');
  });

  it('lists requests newest first', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    await callAs(ctx, buyer, 'POST', '/api/partner/credit/requests', {
      ...validRequest,
      requestedLimit: 1000,
    });
    await callAs(ctx, buyer, 'POST', '/api/partner/credit/requests', {
      ...validRequest,
      requestedLimit: 2000,
    });
    const list = (await callAs(ctx, buyer, 'GET', '/api/partner/credit/requests')).json();
    expect(list.items.map((r: { requestedLimit: number }) => r.requestedLimit)).toEqual([2000, 1000]);
  });

  it("refuses the detailed form's bad input with its messages and stores nothing", async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const post = (body: unknown) => callAs(ctx, buyer, 'POST', '/api/partner/credit/requests', body);
    const missing = await post({ reason: 'short' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      requestedLimit: 'Requested limit is required',
      currentSpending: 'Current monthly spending is required',
      reason: 'Reason must be at least 10 characters',
    });
    const blanks = await post({ requestedLimit: '', currentSpending: '', reason: '         x' });
    expect(blanks.json().error.fields).toMatchObject({
      requestedLimit: 'Requested limit is required',
      reason: 'Reason must be at least 10 characters',
    });
    const negative = await post({ ...validRequest, requestedLimit: -5, currentSpending: 'lots' });
    expect(negative.json().error.fields).toMatchObject({
      requestedLimit: 'Requested limit must be more than $0',
      currentSpending: 'Current monthly spending must be a number',
    });
    const tooBig = await post({ ...validRequest, requestedLimit: 20_000_000 });
    expect(tooBig.statusCode).toBe(400);
    const extra = await post({ ...validRequest, status: 'approved' });
    expect(extra.statusCode).toBe(400);
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/credit/requests')).json().items).toEqual([]);
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/support/tickets')).json().items).toEqual([]);
  });

  it('creates one request when the same Idempotency-Key is sent twice', async () => {
    const buyer = await signInAs(ctx, { role: 'partner' });
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/partner/credit/requests',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': 'credit-1' },
        payload: JSON.stringify(validRequest),
      });
    const first = await send();
    const second = await send();
    expect(second.json().id).toBe(first.json().id);
    expect((await callAs(ctx, buyer, 'GET', '/api/partner/credit/requests')).json().items).toHaveLength(1);
  });
});
