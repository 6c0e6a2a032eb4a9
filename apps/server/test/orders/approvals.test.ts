import type { EmailTemplateName } from '@party/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvoices,
  auditLog,
  campaigns,
  companies,
  emailOutbox,
  notifications,
  orders,
  partnerCreditLimits,
  products,
} from '../../src/db/schema/index.ts';
import { expireOrderApprovals } from '../../src/domains/orders/expire-order-approvals.ts';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import {
  addToCart,
  call,
  checkout,
  checkoutBody,
  createDeliveryMethod,
  createStockedProduct,
  giveCredit,
} from './order-fixtures.ts';

/**
 * Spending limits and order approval (docs/product/company-accounts.md, "Spending limits",
 * "Approval", "Reservations and their 72 hours"). One company: an owner, an approver and buyers with
 * limits; delivery costs $10.00, so a line of $10.00 × n makes an order of $10.00 × (n + 1).
 */
let ctx: TestContext;
let method: { id: string };
let owner: SignedIn;
let approver: SignedIn;
let company: { id: string; name: string };

async function stock(productId: string) {
  const [row] = await ctx.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function mailTo(userId: string, template: EmailTemplateName) {
  return ctx.database.db
    .select({ subject: emailOutbox.subject, template: emailOutbox.template })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)));
}

async function buyer(limits: { orderLimit?: string; monthlyLimit?: string; name?: string }) {
  return addCompanyMember(ctx, company.id, { role: 'buyer', ...limits });
}

/** A checkout of `units` × $10.00 (+ $10.00 delivery) by `who`. */
async function order(who: SignedIn, units: number, overrides: Parameters<typeof checkoutBody>[1] = {}) {
  const product = await createStockedProduct(ctx, { price: '10.00', stock: 100 });
  await addToCart(ctx, who, product.id, units);
  const res = await checkout(ctx, who, checkoutBody(method.id, overrides));
  return { res, product };
}

beforeAll(async () => {
  ctx = await createTestApp();
  method = await createDeliveryMethod(ctx, { cost: '10.00' });
  owner = await signInAs(ctx, { name: 'Olivia Owner' });
  const companyId = await companyOf(ctx, owner.user.id);
  const [named] = await ctx.database.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  company = { id: companyId, name: named!.name };
  approver = await addCompanyMember(ctx, company.id, { role: 'approver', name: 'Alex Approver' });
});
afterAll(() => ctx.close());

describe('spending limits at checkout', () => {
  it('places an order of exactly the order limit, and sends one a cent over to approval without charging the account', async () => {
    const within = await buyer({ orderLimit: '50.00' });
    const atLimit = await order(within, 4);
    expect(atLimit.res.statusCode, atLimit.res.body).toBe(201);
    expect(atLimit.res.json()).toMatchObject({ total: 50, awaitingApproval: false });

    const over = await buyer({ orderLimit: '49.99', name: 'Bella Buyer' });
    await giveCredit(ctx, owner.user.id, '1000.00');
    const sent = await order(over, 4, { paymentMethod: 'account' });
    expect(sent.res.statusCode, sent.res.body).toBe(201);
    expect(sent.res.json()).toMatchObject({ awaitingApproval: true });
    const row = await orderRow(sent.res.json().orderId);
    expect(row).toMatchObject({
      status: 'awaiting_approval',
      approvalStatus: 'awaiting',
      approvalReason: 'order_limit',
    });
    expect(row.approvalExpiresAt!.getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(await stock(sent.product.id)).toBe(96);
    const [credit] = await ctx.database.db
      .select({ used: partnerCreditLimits.usedAmount })
      .from(partnerCreditLimits)
      .where(eq(partnerCreditLimits.companyId, company.id));
    expect(credit!.used).toBe('0.00');
    // Owner and approver are told by bell and email; the buyer gets no confirmation yet.
    for (const who of [owner, approver]) {
      expect(await mailTo(who.user.id, 'order_approval_requested')).toEqual([
        expect.objectContaining({
          subject: `Order ${sent.res.json().orderNumber} from Bella Buyer needs your approval`,
        }),
      ]);
      const bells = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, who.user.id));
      expect(bells.map((b) => b.title)).toContain(`Order ${sent.res.json().orderNumber} needs your approval`);
    }
    expect(await mailTo(over.user.id, 'order_confirmation')).toEqual([]);
  });

  it("counts the member's month: orders already placed plus this one over the monthly limit wait", async () => {
    const monthly = await buyer({ monthlyLimit: '100.00' });
    expect((await order(monthly, 5)).res.json()).toMatchObject({ awaitingApproval: false });
    const summaryProduct = await createStockedProduct(ctx, { price: '10.00' });
    await addToCart(ctx, monthly, summaryProduct.id, 4);
    const summary = await call(
      ctx,
      monthly,
      'GET',
      `/api/partner/checkout/summary?deliveryMethodId=${method.id}`,
    );
    expect(summary.json().approval).toEqual({
      reason: 'monthly_limit',
      limit: 100,
      monthTotal: 110,
      company: company.name,
      blocked: false,
    });
    const res = await checkout(ctx, monthly, checkoutBody(method.id));
    expect(res.json()).toMatchObject({ awaitingApproval: true });
    expect((await orderRow(res.json().orderId)).approvalMonthSpent).toBe('60.00');
    // The Company page's 'spent this month' counts the same: placed and awaiting, not cancelled.
    const members = (await call(ctx, owner, 'GET', '/api/partner/company/members')).json().items as {
      userId: string;
      spentThisMonth: number;
    }[];
    expect(members.find((m) => m.userId === monthly.user.id)?.spentThisMonth).toBe(110);
  });

  it('refuses an over-limit order when nobody else in the company may approve it, and writes nothing', async () => {
    // A company whose only member is a buyer with a limit: nobody else may approve.
    const loner = await signInAs(ctx);
    await ctx.database.db.execute(
      sql`update company_members set role = 'buyer', order_limit = 0 where user_id = ${loner.user.id}`,
    );
    const lonerProduct = await createStockedProduct(ctx, { price: '10.00', stock: 5 });
    await addToCart(ctx, loner, lonerProduct.id, 1);
    const res = await checkout(ctx, loner, checkoutBody(method.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toMatch(/over your spending limit and nobody else in .+ can approve it/);
    expect(await stock(lonerProduct.id)).toBe(5);
    const cart = await call(ctx, loner, 'GET', '/api/partner/cart');
    expect(cart.json().itemCount).toBe(1);
  });
});

describe('approving and rejecting', () => {
  it('lets an approver approve: the order is placed and charged, the buyer is told, and the decision is audited', async () => {
    await ctx.database.db
      .update(partnerCreditLimits)
      .set({ usedAmount: '0' })
      .where(eq(partnerCreditLimits.companyId, company.id));
    const who = await buyer({ orderLimit: '10.00', name: 'Cara Buyer' });
    const { res } = await order(who, 2, { paymentMethod: 'account' });
    const { orderId, orderNumber } = res.json();
    const list = await call(ctx, approver, 'GET', '/api/partner/approvals');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        orderId,
        placedBy: expect.objectContaining({ name: 'Cara Buyer' }),
        total: 30,
        reason: 'order_limit',
        limit: 10,
        ownOrderRefusal: null,
      }),
    );
    const approved = await call(ctx, approver, 'POST', `/api/partner/approvals/${orderId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'pending',
      approvalStatus: 'approved',
      decidedBy: approver.user.id,
    });
    const [credit] = await ctx.database.db
      .select({ used: partnerCreditLimits.usedAmount })
      .from(partnerCreditLimits)
      .where(eq(partnerCreditLimits.companyId, company.id));
    expect(credit!.used).toBe('30.00');
    expect(await mailTo(who.user.id, 'order_confirmation')).toHaveLength(1);
    expect(await mailTo(who.user.id, 'order_approval_decided')).toEqual([
      expect.objectContaining({ subject: `Your order ${orderNumber} was approved` }),
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(approver.user.id);
  });

  it('gives one decision to two approvers at once: one approves, the other is told who did', async () => {
    const who = await buyer({ orderLimit: '0' });
    const { res } = await order(who, 1);
    const { orderId, orderNumber } = res.json();
    const [a, b] = await Promise.all([
      call(ctx, approver, 'POST', `/api/partner/approvals/${orderId}/approve`),
      call(ctx, owner, 'POST', `/api/partner/approvals/${orderId}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toMatch(
      new RegExp(`^Order ${orderNumber} was already approved by (Alex Approver|Olivia Owner)\\.$`),
    );
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.approved')));
    expect(audit).toHaveLength(1);
  });

  it("refuses the buyer's own decision, a buyer's and another company's", async () => {
    const limitedApprover = await addCompanyMember(ctx, company.id, { role: 'approver', orderLimit: '0' });
    const { res } = await order(limitedApprover, 1);
    const own = await call(
      ctx,
      limitedApprover,
      'POST',
      `/api/partner/approvals/${res.json().orderId}/approve`,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(
      'You placed this order, so another approver in your company must approve or reject it.',
    );
    const plainBuyer = await buyer({});
    expect((await call(ctx, plainBuyer, 'GET', '/api/partner/approvals')).statusCode).toBe(403);
    const stranger = await signInAs(ctx);
    const other = await call(ctx, stranger, 'POST', `/api/partner/approvals/${res.json().orderId}/approve`);
    expect(other.statusCode).toBe(404);
  });

  it('rejects with a reason: the stock and promo use return and the buyer hears why', async () => {
    const [campaign] = await ctx.database.db
      .insert(campaigns)
      .values({
        name: 'Approval test',
        promoCode: `APPR${Date.now() % 100000}`,
        discountType: 'percentage',
        discountValue: '10',
        status: 'active',
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const who = await buyer({ orderLimit: '0' });
    const { res, product } = await order(who, 3, { promoCode: campaign!.promoCode! });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, orderNumber } = res.json();
    const short = await call(ctx, approver, 'POST', `/api/partner/approvals/${orderId}/reject`, {
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Give a reason of at least 5 characters');
    const rejected = await call(ctx, approver, 'POST', `/api/partner/approvals/${orderId}/reject`, {
      reason: 'We have enough balloons this month',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'cancelled',
      approvalStatus: 'rejected',
      rejectionReason: 'We have enough balloons this month',
    });
    expect(await stock(product.id)).toBe(100);
    const [after] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, campaign!.id));
    expect(after!.usageCount).toBe(0);
    expect(await mailTo(who.user.id, 'order_approval_decided')).toEqual([
      expect.objectContaining({ subject: `Your order ${orderNumber} was not approved` }),
    ]);
    const again = await call(ctx, owner, 'POST', `/api/partner/approvals/${orderId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Order ${orderNumber} was already rejected by Alex Approver.`);
  });

  it("keeps the order waiting when the company's credit is short at approval", async () => {
    await ctx.database.db
      .update(partnerCreditLimits)
      .set({ approvedLimit: '20.00', usedAmount: '0' })
      .where(eq(partnerCreditLimits.companyId, company.id));
    const who = await buyer({ orderLimit: '0' });
    const { res } = await order(who, 2, { paymentMethod: 'account' });
    const refused = await call(ctx, approver, 'POST', `/api/partner/approvals/${res.json().orderId}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "The company's available credit is $20.00, less than this order's $30.00. Reject the order, or ask for a higher credit limit.",
    );
    expect((await orderRow(res.json().orderId)).status).toBe('awaiting_approval');
  });

  it('keeps the order waiting while an overdue invoice stops orders on account (the setting on)', async () => {
    await ctx.database.db
      .update(partnerCreditLimits)
      .set({ approvedLimit: '1000.00', usedAmount: '0' })
      .where(eq(partnerCreditLimits.companyId, company.id));
    const earlier = await order(owner, 1, { paymentMethod: 'account' });
    await ctx.database.db
      .update(accountInvoices)
      .set({ dueOn: '2026-01-05' })
      .where(eq(accountInvoices.orderId, earlier.res.json().orderId));
    const who = await buyer({ orderLimit: '0' });
    const { res } = await order(who, 2, { paymentMethod: 'account' });
    const admin = await signInAs(ctx, { role: null, isAdmin: true });
    const set = (on: boolean) =>
      call(ctx, admin, 'PUT', '/api/admin/settings', { overdueBlocksAccountOrders: on });
    expect((await set(true)).statusCode).toBe(200);
    try {
      const refused = await call(
        ctx,
        approver,
        'POST',
        `/api/partner/approvals/${res.json().orderId}/approve`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/^INV-[0-9A-F]{8} was due on 5 January 2026\. /);
      expect((await orderRow(res.json().orderId)).status).toBe('awaiting_approval');
    } finally {
      expect((await set(false)).statusCode).toBe(200);
    }
    const approved = await call(
      ctx,
      approver,
      'POST',
      `/api/partner/approvals/${res.json().orderId}/approve`,
    );
    expect(approved.statusCode).toBe(200);
  });
});

describe('the 72 hours, withdrawal and staff', () => {
  it('expires an order unanswered for 72 hours: stock back, buyer told, approval refused after', async () => {
    const who = await buyer({ orderLimit: '0' });
    const { res, product } = await order(who, 2);
    const { orderId, orderNumber } = res.json();
    await ctx.database.db
      .update(orders)
      .set({ approvalExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const expired = await ctx.database.db.transaction((tx) => expireOrderApprovals(tx));
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', approvalStatus: 'expired' });
    expect(await stock(product.id)).toBe(100);
    expect(await mailTo(who.user.id, 'order_approval_decided')).toEqual([
      expect.objectContaining({ subject: `Your order ${orderNumber} expired before it was approved` }),
    ]);
    const late = await call(ctx, approver, 'POST', `/api/partner/approvals/${orderId}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      `Order ${orderNumber} expired before it was approved; its stock has been released.`,
    );
  });

  it('lets the buyer withdraw their awaiting order, and keeps staff from moving it', async () => {
    const who = await buyer({ orderLimit: '0' });
    const { res, product } = await order(who, 2);
    const { orderId } = res.json();
    const staff = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    const moved = await call(ctx, staff, 'PATCH', `/api/associate/orders/${orderId}/status`, {
      status: 'processing',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe("This order is waiting for the partner's approval.");
    const cancelled = await call(ctx, who, 'POST', `/api/partner/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', approval: { status: 'rejected' } });
    expect(await stock(product.id)).toBe(100);
  });

  it("sends a staff-converted quote over the requester's limit to the company's approvers", async () => {
    const who = await buyer({ orderLimit: '10.00', name: 'Quinn Quote' });
    const product = await createStockedProduct(ctx, { price: '5.00', stock: 50 });
    const requested = await call(ctx, who, 'POST', '/api/store/quotes', {
      customerName: 'Quinn Quote',
      customerEmail: who.user.email,
      items: [{ productId: product.id, productName: product.name, quantity: 4, price: 5 }],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { quoteId } = requested.json();
    const sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
    expect(
      (
        await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/delivery`, {
          deliveryMethodId: method.id,
        })
      ).statusCode,
    ).toBe(200);
    const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, {
      shippingName: 'Quinn Quote',
      shippingAddress: '1 Party Lane',
      shippingCity: 'Fitzroy',
      shippingState: 'VIC',
      shippingPostalCode: '3065',
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const row = await orderRow(converted.json().orderId);
    expect(row).toMatchObject({
      status: 'awaiting_approval',
      approvalReason: 'order_limit',
      companyId: company.id,
    });
    expect(await mailTo(approver.user.id, 'order_approval_requested')).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('from Quinn Quote needs your approval') }),
    );
  });

  it("filters Track Orders by member for those who see the company's orders, and keeps a buyer to their own", async () => {
    const who = await buyer({ name: 'Tara Tracker' });
    const mine = (await order(who, 1)).res.json().orderId;
    const ownerOrder = (await order(owner, 1)).res.json().orderId;
    const ids = async (as: SignedIn, member: string) =>
      (
        (await call(ctx, as, 'GET', `/api/partner/orders?member=${member}`)).json().items as { id: string }[]
      ).map((o) => o.id);
    expect(await ids(owner, 'all')).toEqual(expect.arrayContaining([mine, ownerOrder]));
    expect(await ids(owner, 'me')).toContain(ownerOrder);
    expect(await ids(owner, 'me')).not.toContain(mine);
    expect(await ids(owner, who.user.id)).toEqual([mine]);
    expect(await ids(who, 'all')).toEqual([mine]);
    const listed = await call(ctx, owner, 'GET', `/api/partner/orders/${mine}`);
    expect(listed.json().placedBy).toEqual({ id: who.user.id, name: 'Tara Tracker' });
    expect((await call(ctx, owner, 'GET', '/api/partner/orders?member=nobody')).statusCode).toBe(400);
  });

  it("counts others' orders awaiting approval in approvers' pending tasks, not in the buyer's", async () => {
    const overview = async (who: SignedIn) => (await call(ctx, who, 'GET', '/api/partner/overview')).json();
    const before = (await overview(approver)).awaitingApprovals;
    const who = await buyer({ orderLimit: '0' });
    await order(who, 1);
    const after = await overview(approver);
    expect(after.awaitingApprovals).toBe(before + 1);
    expect(after.pendingTasks).toBeGreaterThanOrEqual(after.awaitingApprovals);
    expect((await overview(who)).awaitingApprovals).toBe(0);
  });

  it("gives View Insights one member's figures when asked, and a buyer only their own", async () => {
    const who = await buyer({ name: 'Ivy Insights' });
    await order(who, 2);
    await order(who, 3);
    const analytics = async (as: SignedIn, member: string) =>
      (await call(ctx, as, 'GET', `/api/partner/analytics?member=${member}`)).json().kpis;
    const theirs = await analytics(owner, who.user.id);
    expect(theirs.totalOrders.value).toBe(2);
    expect(theirs.totalSpending.value).toBe(70);
    expect(theirs.itemsPurchased.value).toBe(5);
    // Their items by category and their products only (each order a new balloon product).
    const figures = (await call(ctx, owner, 'GET', `/api/partner/analytics?member=${who.user.id}`)).json();
    expect(figures.categories).toEqual([{ category: 'balloons', label: 'Balloons', units: 5, share: 100 }]);
    expect(figures.topProducts.map((p: { units: number }) => p.units)).toEqual([3, 2]);
    expect((await analytics(owner, 'all')).totalOrders.value).toBeGreaterThan(2);
    expect((await analytics(who, 'all')).totalOrders.value).toBe(2);
  });

  it('leaves an order awaiting approval out of spending until it is approved', async () => {
    const who = await buyer({ orderLimit: '0' });
    const { res } = await order(who, 2);
    const analytics = async () =>
      (await call(ctx, owner, 'GET', `/api/partner/analytics?member=${who.user.id}`)).json();
    const waiting = await analytics();
    expect(waiting.kpis.totalOrders.value).toBe(0);
    expect(waiting.statuses).toEqual([{ status: 'awaiting_approval', count: 1 }]);
    await call(ctx, approver, 'POST', `/api/partner/approvals/${res.json().orderId}/approve`);
    const approved = await analytics();
    expect(approved.kpis.totalOrders.value).toBe(1);
    expect(approved.kpis.totalSpending.value).toBe(30);
  });
});
