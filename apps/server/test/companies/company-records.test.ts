import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, orders, quotes } from '../../src/db/schema/index.ts';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs as call, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { makeOrder, makeProduct } from '../insights/order-fixtures.ts';
import { createDeliveryMethod, createStockedProduct } from '../orders/order-fixtures.ts';
import { createTicketAs } from '../support/support-fixtures.ts';

/**
 * A company's quotes, tickets, analytics and dashboard, and what staff see of them
 * (docs/product/company-accounts.md: Roles; Track Orders, analytics and dashboard; What staff see).
 */
let ctx: TestContext;
let owner: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let approver: SignedIn;
let admin: SignedIn;
let partnerB: SignedIn;
let sales: SignedIn;
let companyA: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAs(ctx, { role: 'partner', name: 'Olivia Owner' });
  companyA = await companyOf(ctx, owner.user.id);
  await ctx.database.db
    .update(companies)
    .set({ name: 'Confetti & Co. Events' })
    .where(eq(companies.id, companyA));
  buyer = await addCompanyMember(ctx, companyA, { role: 'buyer', name: 'Bella Martin' });
  viewer = await addCompanyMember(ctx, companyA, { role: 'viewer' });
  approver = await addCompanyMember(ctx, companyA, { role: 'approver' });
  admin = await addCompanyMember(ctx, companyA, { role: 'admin' });
  partnerB = await signInAs(ctx, { role: 'partner' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
}, 120_000);
afterAll(() => ctx.close());

const ticketNumbers = async (who: SignedIn) => {
  const res = await call(ctx, who, 'GET', '/api/partner/support/tickets');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { ticketNumber: string }[]).map((t) => t.ticketNumber).sort();
};

describe('company records', () => {
  it('requires authentication', async () => {
    for (const url of ['/api/partner/support/tickets', '/api/partner/analytics', '/api/partner/overview'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("shows owners and admins every company ticket, other members their own, and another company's none", async () => {
    const mine = await createTicketAs(ctx, buyer, { title: "Buyer's question" });
    const owners = await createTicketAs(ctx, owner, { title: "Owner's question" });
    const both = [mine.ticketNumber, owners.ticketNumber].sort();
    expect(await ticketNumbers(owner)).toEqual(both);
    expect(await ticketNumbers(admin)).toEqual(both);
    expect(await ticketNumbers(buyer)).toEqual([mine.ticketNumber]);
    expect(await ticketNumbers(viewer)).toEqual([]);
    expect(await ticketNumbers(approver)).toEqual([]);
    expect(await ticketNumbers(partnerB)).toEqual([]);

    // The ticket's replies follow the same scope; another company's are "not found".
    const thread = (who: SignedIn) =>
      call(ctx, who, 'GET', `/api/partner/support/conversations/${mine.conversationId}/messages`);
    expect((await thread(owner)).statusCode).toBe(200);
    expect((await thread(buyer)).statusCode).toBe(200);
    expect((await thread(viewer)).statusCode).toBe(404);
    expect((await thread(partnerB)).statusCode).toBe(404);
    // Reading a colleague's thread marks nothing of theirs read.
    const markRead = (who: SignedIn) =>
      call(ctx, who, 'POST', `/api/partner/support/conversations/${mine.conversationId}/read`);
    expect((await markRead(owner)).json()).toEqual({ marked: 0 });
    expect((await markRead(viewer)).statusCode).toBe(404);

    // The dashboard's open tickets are the ones the list shows.
    const openTickets = async (who: SignedIn) =>
      (await call(ctx, who, 'GET', '/api/partner/overview')).json().openTickets;
    expect(await openTickets(owner)).toBe(2);
    expect(await openTickets(buyer)).toBe(1);
  });

  it("sums the company's orders in analytics and the dashboard, a buyer's only theirs", async () => {
    const product = await makeProduct(ctx, 'Gold Balloons', 'balloons');
    const recently = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const line = (quantity: number) => [{ product, quantity, price: '10.00' }];
    await makeOrder(ctx, owner.user.id, {
      status: 'delivered',
      createdAt: recently,
      total: '100.00',
      lines: line(10),
    });
    await makeOrder(ctx, buyer.user.id, {
      status: 'pending',
      createdAt: recently,
      total: '40.00',
      lines: line(4),
    });
    await makeOrder(ctx, partnerB.user.id, {
      status: 'pending',
      createdAt: recently,
      total: '7.00',
      lines: line(1),
    });

    const figures = async (who: SignedIn) => {
      const res = await call(ctx, who, 'GET', '/api/partner/analytics');
      expect(res.statusCode, res.body).toBe(200);
      const { kpis } = res.json();
      return [kpis.totalSpending.value, kpis.totalOrders.value, kpis.itemsPurchased.value];
    };
    expect(await figures(owner)).toEqual([140, 2, 14]);
    expect(await figures(viewer)).toEqual([140, 2, 14]);
    expect(await figures(approver)).toEqual([140, 2, 14]);
    expect(await figures(buyer)).toEqual([40, 1, 4]);
    expect(await figures(partnerB)).toEqual([7, 1, 1]);

    const report = await call(
      ctx,
      buyer,
      'GET',
      '/api/partner/analytics/reports?type=order-summary&format=csv',
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain('40');
    expect(report.body).not.toContain('100.00');

    const pendingOrders = async (who: SignedIn) =>
      (await call(ctx, who, 'GET', '/api/partner/overview')).json().pendingOrders;
    expect(await pendingOrders(viewer)).toBe(1);
    expect(await pendingOrders(buyer)).toBe(1);
    expect(await pendingOrders(owner)).toBe(1);
  });

  it("files a member's quote request under the company and converts it into the company's order", async () => {
    const product = await createStockedProduct(ctx, { price: '5.00', stock: 50 });
    const pickUp = await createDeliveryMethod(ctx, { name: 'Pick up', cost: '0' });
    const requested = await call(ctx, buyer, 'POST', '/api/store/quotes', {
      customerName: 'Bella Martin',
      customerEmail: buyer.user.email,
      items: [{ productId: product.id, productName: product.name, quantity: 4, price: 5 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { quoteId } = requested.json();
    const [stored] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stored).toMatchObject({ companyId: companyA, partnerId: buyer.user.id });

    // Staff see the company and the member, and find the quote by either.
    const detail = await call(ctx, sales, 'GET', `/api/associate/quotes/${quoteId}`);
    expect(detail.json()).toMatchObject({
      company: { id: companyA, name: 'Confetti & Co. Events' },
      placedBy: { id: buyer.user.id, name: 'Bella Martin', email: buyer.user.email },
    });
    for (const search of ['Confetti & Co', 'bella martin', buyer.user.email]) {
      const found = await call(
        ctx,
        sales,
        'GET',
        `/api/associate/quotes?search=${encodeURIComponent(search)}`,
      );
      expect(found.json().items.map((q: { id: string }) => q.id)).toContain(quoteId);
    }

    // The requester moves to another company before staff convert: the order stays the quote's company's.
    const moveBuyerTo = (companyId: string) =>
      ctx.database.db
        .update(companyMembers)
        .set({ companyId })
        .where(eq(companyMembers.userId, buyer.user.id));
    await moveBuyerTo(await companyOf(ctx, partnerB.user.id));
    try {
      const delivery = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/delivery`, {
        deliveryMethodId: pickUp.id,
      });
      expect(delivery.statusCode, delivery.body).toBe(200);
      const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, {
        shippingName: 'Bella Martin',
        shippingAddress: '1 Party Lane',
        shippingCity: 'Fitzroy',
        shippingState: 'VIC',
        shippingPostalCode: '3065',
      });
      expect(converted.statusCode, converted.body).toBe(200);
      const [order] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, converted.json().orderId));
      expect(order).toMatchObject({ companyId: companyA, partnerId: buyer.user.id });
    } finally {
      await moveBuyerTo(companyA);
    }
  });

  it("shows staff an order's company and who placed it, and finds it by either", async () => {
    const product = await makeProduct(ctx, 'Paper Plates', 'tableware');
    const orderId = await makeOrder(ctx, buyer.user.id, {
      status: 'processing',
      createdAt: new Date().toISOString(),
      total: '12.00',
      lines: [{ product, quantity: 1, price: '12.00' }],
    });
    const detail = await call(ctx, sales, 'GET', `/api/associate/orders/${orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      company: { id: companyA, name: 'Confetti & Co. Events' },
      placedBy: { id: buyer.user.id, name: 'Bella Martin', email: buyer.user.email },
    });
    for (const search of ['confetti & co', 'Bella Mar', buyer.user.email]) {
      const found = await call(
        ctx,
        sales,
        'GET',
        `/api/associate/orders?search=${encodeURIComponent(search)}`,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().items.map((o: { id: string }) => o.id)).toContain(orderId);
    }
  });

  it("shows the desk a ticket's company and who opened it, and finds it by the company", async () => {
    const ticket = await createTicketAs(ctx, buyer, { title: 'Where is my confetti?' });
    const found = await call(
      ctx,
      sales,
      'GET',
      `/api/associate/support/tickets?search=${encodeURIComponent('Confetti & Co')}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    const row = found.json().items.find((t: { id: string }) => t.id === ticket.id);
    expect(row).toMatchObject({
      company: { id: companyA, name: 'Confetti & Co. Events' },
      placedBy: { id: buyer.user.id, name: 'Bella Martin', email: buyer.user.email },
    });
  });
});
