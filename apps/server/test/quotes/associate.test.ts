import { randomUUID } from 'node:crypto';
import { addDays, businessDay, type Lead } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orderItems,
  orders,
  productPriceHistory,
  products,
  quoteApprovalThresholds,
  quotes,
  users,
} from '../../src/db/schema/index.ts';
import { expireQuotes } from '../../src/domains/quotes/expire-quotes.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod, createStockedProduct } from '../orders/order-fixtures.ts';
import { postQuote, quoteBody } from './quote-fixtures.ts';

let ctx: MailTestContext;
let sales: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let partner: SignedIn;
let pickUp: { id: string; name: string };

const shipping = {
  shippingName: 'Sarah Mitchell',
  shippingAddress: '12 Smith Street',
  shippingCity: 'Fitzroy',
  shippingState: 'VIC',
  shippingPostalCode: '3065',
};

beforeAll(async () => {
  ctx = await createMailTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales', name: 'Sam Sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance', name: 'Fiona Finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true, name: 'Ada Admin' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Mitchell Events' });
  pickUp = await createDeliveryMethod(ctx, { name: 'Pick up', cost: '0' });
  // The only active threshold is $1,000 (an inactive lower one must not count).
  await ctx.database.db.insert(quoteApprovalThresholds).values([
    { name: 'Large quote', thresholdAmount: '1000.00', isActive: true },
    { name: 'Retired', thresholdAmount: '10.00', isActive: false },
  ]);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

/** Delivery by the free pick-up method, so a quote's total stays its goods less its discount. */
async function chooseDelivery(quoteId: string, methodId = pickUp.id) {
  const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/delivery`, {
    deliveryMethodId: methodId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newQuote(who: SignedIn = sales, title = 'Birthday bulk order') {
  const res = await call(ctx, who, 'POST', '/api/associate/quotes', { title, partnerId: partner.user.id });
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json() as { id: string; quoteNumber: string };
  await chooseDelivery(quote.id);
  return quote;
}

async function addItems(quoteId: string, items: { productId: string; quantity: number }[], who = sales) {
  const res = await call(ctx, who, 'POST', `/api/associate/quotes/${quoteId}/items`, { items });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function storedQuote(id: string) {
  const [row] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, id));
  return row!;
}

describe('staff quotes', () => {
  it('requires authentication, and the associate role', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/associate/quotes' });
    expect(anonymous.statusCode).toBe(401);
    const asPartner = await call(ctx, partner, 'GET', '/api/associate/quotes');
    expect(asPartner.statusCode).toBe(403);
  });

  it('creates a draft quote pending approval for a partner, with the form texts for bad input', async () => {
    const blank = await call(ctx, sales, 'POST', '/api/associate/quotes', {
      title: '   ',
      partnerId: partner.user.id,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.title).toBe('Quote title is required');

    const noCustomer = await call(ctx, sales, 'POST', '/api/associate/quotes', { title: 'Party' });
    expect(noCustomer.json().error.fields.partnerId).toBe('Please select a customer');

    // A user who is not a partner is not a customer.
    const notPartner = await call(ctx, sales, 'POST', '/api/associate/quotes', {
      title: 'Party',
      partnerId: finance.user.id,
    });
    expect(notPartner.statusCode).toBe(400);
    expect(notPartner.json().error.fields.partnerId).toBe('Please select a customer');

    const res = await call(ctx, sales, 'POST', '/api/associate/quotes', {
      title: '  Wedding hire  ',
      partnerId: partner.user.id,
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({
      title: 'Wedding hire',
      status: 'draft',
      approvalStatus: 'pending',
      totalAmount: 0,
      customerEmail: partner.user.email,
      customerName: 'Mitchell Events',
    });
    expect((await storedQuote(quote.id)).createdBy).toBe(sales.user.id);
  });

  it('lists newest first, by status and by search, and a storefront request arrives as requested', async () => {
    const product = await createStockedProduct(ctx, { price: '5.00' });
    const body = quoteBody(product, { customerName: 'Zelda Quoteseeker' });
    expect((await postQuote(ctx, body)).statusCode).toBe(201);
    const mine = await newQuote(sales, `Listed ${randomUUID().slice(0, 6)}`);

    const all = (await call(ctx, sales, 'GET', '/api/associate/quotes')).json();
    expect(all.items[0].id).toBe(mine.id);
    expect(all.items[1].customerName).toBe('Zelda Quoteseeker');
    expect(all.items[1].status).toBe('requested');

    const requested = (await call(ctx, sales, 'GET', '/api/associate/quotes?status=requested')).json();
    expect(requested.items.every((q: { status: string }) => q.status === 'requested')).toBe(true);
    expect(
      requested.items.some((q: { customerName: string }) => q.customerName === 'Zelda Quoteseeker'),
    ).toBe(true);

    const found = (await call(ctx, sales, 'GET', '/api/associate/quotes?search=zelda')).json();
    expect(found.items.map((q: { customerName: string }) => q.customerName)).toEqual(['Zelda Quoteseeker']);

    const bad = await call(ctx, sales, 'GET', '/api/associate/quotes?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('counts each view and stamps viewed_at', async () => {
    const quote = await newQuote();
    const first = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quote.id}`)).json();
    const second = (await call(ctx, finance, 'GET', `/api/associate/quotes/${quote.id}`)).json();
    expect(first.viewCount).toBe(1);
    expect(second.viewCount).toBe(2);
    expect(second.viewedAt).not.toBeNull();
    const missing = await call(ctx, sales, 'GET', `/api/associate/quotes/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('bulk adds at the catalogue price, adds to an existing line, and 0 removes it', async () => {
    const balloons = await createStockedProduct(ctx, { price: '12.50' });
    const plates = await createStockedProduct(ctx, { price: '3.20', category: 'tableware' });
    const quote = await newQuote();
    let detail = await addItems(quote.id, [
      { productId: balloons.id, quantity: 10 },
      { productId: plates.id, quantity: 5 },
    ]);
    expect(detail.totalAmount).toBe(141); // 10 × 12.50 + 5 × 3.20
    detail = await addItems(quote.id, [{ productId: balloons.id, quantity: 4 }]);
    const line = detail.items.find((i: { productId: string }) => i.productId === balloons.id);
    expect(line).toMatchObject({ quantity: 14, pricePerUnit: 12.5, lineTotal: 175, category: 'balloons' });
    detail = await addItems(quote.id, [{ productId: plates.id, quantity: 0 }]);
    expect(detail.items).toHaveLength(1);
    expect(detail.totalAmount).toBe(175);

    const negative = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/items`, {
      items: [{ productId: balloons.id, quantity: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields['items.0.quantity']).toBe('Quantity cannot be negative');
  });

  it('never takes a total or a price from the client: the total always equals the lines', async () => {
    const product = await createStockedProduct(ctx, { price: '7.35' });
    const quote = await newQuote();
    const forged = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/items`, {
      items: [{ productId: product.id, quantity: 3, pricePerUnit: 0.01 }],
      totalAmount: 1,
    });
    expect(forged.statusCode).toBe(400);
    for (const quantity of [3, 7, 11, 0, 2]) await addItems(quote.id, [{ productId: product.id, quantity }]);
    const detail = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quote.id}`)).json();
    const sum = detail.items.reduce(
      (s: number, l: { quantity: number; pricePerUnit: number }) =>
        s + Math.round(l.pricePerUnit * 100) * l.quantity,
      0,
    );
    expect(Math.round(detail.totalAmount * 100)).toBe(sum);
    expect(detail.totalAmount).toBe(14.7);
  });

  it('recomputes requires_approval on every total change against the active thresholds', async () => {
    const product = await createStockedProduct(ctx, { price: '100.00' });
    const quote = await newQuote();
    let detail = await addItems(quote.id, [{ productId: product.id, quantity: 9 }]);
    expect(detail).toMatchObject({ totalAmount: 900, requiresApproval: false, approvalStatus: null });
    detail = await addItems(quote.id, [{ productId: product.id, quantity: 1 }]); // exactly $1,000
    expect(detail).toMatchObject({ totalAmount: 1000, requiresApproval: true, approvalStatus: 'pending' });

    // Approved, then the price changes again: approval is asked again.
    expect(
      (await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {})).statusCode,
    ).toBe(200);
    const discounted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'percentage',
      discountValue: 10,
      promoCode: 'party10',
    });
    expect(discounted.statusCode).toBe(200);
    expect(discounted.json()).toMatchObject({
      discountAmount: 100,
      netTotal: 900,
      promoCode: 'PARTY10',
      requiresApproval: true,
      approvalStatus: 'pending',
    });
    const fixed = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'fixed',
      discountValue: 25.5,
    });
    expect(fixed.json()).toMatchObject({ discountAmount: 25.5, netTotal: 974.5 });

    detail = await addItems(quote.id, [{ productId: product.id, quantity: 0 }]);
    expect(detail).toMatchObject({
      totalAmount: 0,
      requiresApproval: false,
      approvalStatus: null,
      discountAmount: 0,
    });

    const badValue = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'fixed',
      discountValue: -1,
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().error.fields.discountValue).toBe('Discount value must be at least 0');
    const cents = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'fixed',
      discountValue: 1.005,
    });
    expect(cents.statusCode).toBe(400);
  });

  it('lets only finance associates and admins approve or reject; rejection needs a reason', async () => {
    const product = await createStockedProduct(ctx, { price: '600.00' });
    const quote = await newQuote();
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }]);

    const bySales = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/approve`, {});
    expect(bySales.statusCode).toBe(403);
    const rejectBySales = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/reject`, {
      reason: 'Too cheap',
    });
    expect(rejectBySales.statusCode).toBe(403);
    expect((await storedQuote(quote.id)).approvalStatus).toBe('pending');

    const noReason = await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/reject`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Rejection reason is required');

    const rejected = await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/reject`, {
      reason: 'Margin too low',
    });
    expect(rejected.json()).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Margin too low' });

    // A new total asks again; an admin who is no associate approves it.
    await addItems(quote.id, [{ productId: product.id, quantity: 1 }]);
    const byAdmin = await call(ctx, admin, 'POST', `/api/associate/quotes/${quote.id}/approve`, {});
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      approvalStatus: 'approved',
      approverName: 'Ada Admin',
      canConvert: true,
    });

    // The pending-tasks count: quotes awaiting approval count for finance and admins only.
    const awaiting = async (who: SignedIn) =>
      (await call(ctx, who, 'GET', '/api/associate/overview')).json().quotesAwaitingApproval as number;
    const before = await awaiting(finance);
    await addItems(quote.id, [{ productId: product.id, quantity: 1 }]);
    expect(await awaiting(finance)).toBe(before + 1);
    expect(await awaiting(sales)).toBe(0);
    await call(ctx, admin, 'POST', `/api/associate/quotes/${quote.id}/approve`, {});

    const again = await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('asks approval for a discount above the allowed share or below cost, and emails only what may convert', async () => {
    const product = await createStockedProduct(ctx, { price: '99.90', stock: 50 });
    const quote = await newQuote();
    const discount = (body: object) =>
      call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, body);
    // $999.00 gross: under the $1,000 threshold.
    expect(await addItems(quote.id, [{ productId: product.id, quantity: 10 }])).toMatchObject({
      totalAmount: 999,
      requiresApproval: false,
    });

    // 100% off: a $0 quote that must not convert or be emailed without approval.
    const free = (await discount({ discountType: 'percentage', discountValue: 100 })).json();
    expect(free).toMatchObject({
      netTotal: 0,
      requiresApproval: true,
      approvalStatus: 'pending',
      canConvert: false,
    });
    const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(converted.statusCode).toBe(409);
    const emailed = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {});
    expect(emailed.statusCode).toBe(409);
    expect(emailed.json().error.message).toBe('Only approved quotes can be emailed to the customer.');
    expect((await storedQuote(quote.id)).emailSentAt).toBeNull();

    // The default share is 20% of the gross: exactly 20% needs nothing, a cent more asks approval.
    expect((await discount({ discountType: 'fixed', discountValue: 199.8 })).json()).toMatchObject({
      requiresApproval: false,
      approvalStatus: null,
      canConvert: true,
    });
    expect((await discount({ discountType: 'fixed', discountValue: 199.81 })).json()).toMatchObject({
      requiresApproval: true,
      approvalStatus: 'pending',
    });

    // Admins set the share; 30% then needs no approval.
    const saved = await call(ctx, admin, 'PUT', '/api/admin/settings', { quoteDiscountApprovalPercent: 35 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await discount({ discountType: 'percentage', discountValue: 30 })).json()).toMatchObject({
      requiresApproval: false,
    });
    const tooHigh = await call(ctx, admin, 'PUT', '/api/admin/settings', {
      quoteDiscountApprovalPercent: 101,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields.quoteDiscountApprovalPercent).toBe(
      'Discount approval share must be at most 100%',
    );

    // A discount under the share that takes a line below its cost ($99.90 × 0.85 < $88) asks approval.
    await ctx.database.db.update(products).set({ cost: '88.00' }).where(eq(products.id, product.id));
    expect((await discount({ discountType: 'percentage', discountValue: 10 })).json()).toMatchObject({
      requiresApproval: false,
    });
    expect((await discount({ discountType: 'percentage', discountValue: 15 })).json()).toMatchObject({
      requiresApproval: true,
      approvalStatus: 'pending',
    });
    await call(ctx, admin, 'PUT', '/api/admin/settings', { quoteDiscountApprovalPercent: 20 });

    // Once approved, the same quote may be emailed.
    expect(
      (await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {})).statusCode,
    ).toBe(200);
    const sent = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {});
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('tells the finance associates once, by bell and email, when a quote starts to need their approval', async () => {
    const product = await createStockedProduct(ctx, { price: '250.00', stock: 50 });
    const quote = await newQuote(sales, 'Tell finance quote');
    const bellOf = async (who: SignedIn) =>
      (
        await ctx.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id))
      ).filter((n) => n.title === `Quote ${quote.quoteNumber} needs your approval`);
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }]);
    expect(await bellOf(finance)).toHaveLength(0);
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }]); // $1,000: needs approval
    await addItems(quote.id, [{ productId: product.id, quantity: 1 }]); // still waiting: no second bell
    const [bell] = await bellOf(finance);
    expect(await bellOf(finance)).toHaveLength(1);
    expect(bell).toMatchObject({
      message: `Quote ${quote.quoteNumber} for Mitchell Events ($1,000.00) is awaiting approval.`,
      actionUrl: `/associate/quotes?quote=${quote.id}`,
    });
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) =>
        m.to.includes(finance.user.email) && m.subject === `Quote ${quote.quoteNumber} needs your approval`,
    );
    expect(mail.text).toContain('is awaiting approval.');
    // Finance prices a quote themselves: they are not told to approve their own work.
    const own = await newQuote(finance, 'Finance priced');
    await addItems(own.id, [{ productId: product.id, quantity: 5 }], finance);
    const ownBell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, finance.user.id));
    expect(ownBell.map((n) => n.message).some((m) => m.includes(own.quoteNumber))).toBe(false);
  });

  it('lets nobody approve or reject a quote they created, priced or discounted, admins included', async () => {
    const otherFinance = await signInAs(ctx, {
      role: 'associate',
      associateRole: 'finance',
      name: 'Omar Other',
    });
    const product = await createStockedProduct(ctx, { price: '1490.00', stock: 50 });
    const refusal =
      'You created, priced or discounted this quote, so another finance associate or administrator must approve or reject it.';

    // Finance's own $14,900 quote at 100% off.
    const own = await newQuote(finance, 'Own quote');
    await addItems(own.id, [{ productId: product.id, quantity: 10 }], finance);
    await call(ctx, finance, 'POST', `/api/associate/quotes/${own.id}/discount`, {
      discountType: 'percentage',
      discountValue: 100,
    });
    const self = await call(ctx, finance, 'POST', `/api/associate/quotes/${own.id}/approve`, {});
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(refusal);
    const selfReject = await call(ctx, finance, 'POST', `/api/associate/quotes/${own.id}/reject`, {
      reason: 'Mine',
    });
    expect(selfReject.statusCode).toBe(403);
    expect((await storedQuote(own.id)).approvalStatus).toBe('pending');

    // Sales created it; finance only discounted it: finance still may not approve it.
    const discounted = await newQuote(sales, 'Discounted by finance');
    await addItems(discounted.id, [{ productId: product.id, quantity: 1 }]);
    const detail = (
      await call(ctx, finance, 'POST', `/api/associate/quotes/${discounted.id}/discount`, {
        discountType: 'fixed',
        discountValue: 10,
      })
    ).json();
    expect(detail.authorIds).toEqual(expect.arrayContaining([sales.user.id, finance.user.id]));
    const byDiscounter = await call(
      ctx,
      finance,
      'POST',
      `/api/associate/quotes/${discounted.id}/approve`,
      {},
    );
    expect(byDiscounter.statusCode).toBe(403);
    expect(byDiscounter.json().error.message).toBe(refusal);
    const byOther = await call(
      ctx,
      otherFinance,
      'POST',
      `/api/associate/quotes/${discounted.id}/approve`,
      {},
    );
    expect(byOther.statusCode, byOther.body).toBe(200);
    expect(byOther.json()).toMatchObject({ approvalStatus: 'approved', approverName: 'Omar Other' });

    // A copy keeps who priced the original; an admin may approve others' work, not a copy they priced.
    const adminAssociate = await signInAs(ctx, {
      role: 'associate',
      associateRole: 'finance',
      isAdmin: true,
      name: 'Alex Admin',
    });
    const adminsQuote = await newQuote(adminAssociate, 'Admin quote');
    await addItems(adminsQuote.id, [{ productId: product.id, quantity: 1 }], adminAssociate);
    const byAdminSelf = await call(
      ctx,
      adminAssociate,
      'POST',
      `/api/associate/quotes/${adminsQuote.id}/approve`,
      {},
    );
    expect(byAdminSelf.statusCode).toBe(403);
    const copy = (
      await call(ctx, sales, 'POST', `/api/associate/quotes/${adminsQuote.id}/duplicate`, {})
    ).json();
    expect(copy.approvalStatus).toBe('pending');
    expect(
      (await call(ctx, adminAssociate, 'POST', `/api/associate/quotes/${copy.id}/approve`, {})).statusCode,
    ).toBe(403);
    expect((await call(ctx, admin, 'POST', `/api/associate/quotes/${copy.id}/approve`, {})).statusCode).toBe(
      200,
    );
  });

  it('converts only approved quotes, with the shipping details required and Australia by default', async () => {
    const product = await createStockedProduct(ctx, { price: '700.00', stock: 50 });
    const quote = await newQuote();
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }]);

    const unapproved = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json().error.message).toBe('Only approved quotes can be converted to an order.');

    await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {
      reason: 'Good customer',
    });
    const missing = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, {
      ...shipping,
      shippingCity: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.shippingCity).toBe('Please fill in all required shipping details');

    await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'fixed',
      discountValue: 0,
    });
    await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {});
    const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      partnerId: partner.user.id,
      status: 'pending',
      totalAmount: '1400.00',
      shippingCity: 'Fitzroy',
      shippingCountry: 'Australia',
    });
    const lines = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((l) => [l.productId, l.quantity, l.pricePerUnit])).toEqual([[product.id, 2, '700.00']]);
    const [stock] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock!.stockQuantity).toBe(48);
    expect(await storedQuote(quote.id)).toMatchObject({ status: 'converted', convertedOrderId: orderId });

    // The partner sees it in Track Orders.
    const tracked = (await call(ctx, partner, 'GET', '/api/partner/orders')).json();
    expect(tracked.items.map((o: { id: string }) => o.id)).toContain(orderId);

    // Converting again answers the same order; nothing else is made.
    const twice = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(twice.json().orderId).toBe(orderId);
    const count = await ctx.database.db.select().from(orders).where(eq(orders.partnerId, partner.user.id));
    expect(count).toHaveLength(1);
  });

  it('puts the discount, the approval or rejection and the conversion on the audit log, by quote number and who did it', async () => {
    const product = await createStockedProduct(ctx, { price: '700.00', stock: 50 });
    const quote = await newQuote();
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }]);
    await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'percentage',
      discountValue: 10,
    });
    await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, {
      reason: 'Loyal customer',
    });
    const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(converted.statusCode, converted.body).toBe(200);

    const label = `${quote.quoteNumber} (Mitchell Events)`;
    const decisions = ['quote.converted', 'quote.approved', 'quote.discount_applied'];
    const entries = (await readAuditLog(ctx, admin, { entity: 'quote' })).filter(
      (e) => e.entityId === quote.id && decisions.includes(e.action),
    );
    expect(entries.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['quote.converted', 'Sam Sales', label],
      ['quote.approved', 'Fiona Finance', label],
      ['quote.discount_applied', 'Sam Sales', label],
    ]);
    expect(entries[2]).toMatchObject({
      oldValues: { discountType: null, discountAmount: 0 },
      newValues: {
        discountType: 'percentage',
        discountValue: 10,
        discountAmount: 140,
        approvalStatus: 'pending',
      },
    });
    expect(entries[1]!.newValues).toMatchObject({ approvalStatus: 'approved', reason: 'Loyal customer' });
    expect(entries[0]!.newValues).toMatchObject({ orderId: converted.json().orderId });

    const other = await newQuote();
    await addItems(other.id, [{ productId: product.id, quantity: 2 }]);
    await call(ctx, admin, 'POST', `/api/associate/quotes/${other.id}/reject`, { reason: 'Too cheap' });
    expect((await readAuditLog(ctx, admin, { action: 'quote.rejected' }))[0]).toMatchObject({
      actorName: 'Ada Admin',
      entityLabel: `${other.quoteNumber} (Mitchell Events)`,
      newValues: { approvalStatus: 'rejected', reason: 'Too cheap' },
    });
  });

  it("puts create, line changes, delivery, email, the customer's answer and duplicate on the audit log, by quote number and customer", async () => {
    const product = await createStockedProduct(ctx, { price: '5.00', stock: 50 });
    const quote = await newQuote(sales, 'Audited quote');
    await addItems(quote.id, [{ productId: product.id, quantity: 3 }]);
    await addItems(quote.id, [{ productId: product.id, quantity: 2 }], finance);
    const emailed = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {});
    expect(emailed.statusCode, emailed.body).toBe(200);
    const copy = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const answered = await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/response`, {
      status: 'accepted',
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const label = `${quote.quoteNumber} (Mitchell Events)`;
    const log = await readAuditLog(ctx, admin, { entity: 'quote' });
    const entries = log.filter((e) => e.entityId === quote.id);
    expect(entries.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['quote.response_recorded', 'Fiona Finance', label],
      ['quote.sent', 'Sam Sales', label],
      ['quote.items_changed', 'Fiona Finance', label],
      ['quote.items_changed', 'Sam Sales', label],
      ['quote.delivery_changed', 'Sam Sales', label],
      ['quote.created', 'Sam Sales', label],
    ]);
    expect(entries[0]).toMatchObject({ oldValues: { status: 'sent' }, newValues: { status: 'accepted' } });
    expect(entries[2]).toMatchObject({
      oldValues: { lines: { [product.name]: 3 }, totalAmount: 15 },
      newValues: { lines: { [product.name]: 5 }, totalAmount: 25 },
    });
    expect(entries[1]).toMatchObject({ oldValues: { status: 'draft' }, newValues: { status: 'sent' } });
    expect(log.find((e) => e.entityId === copy.json().id)).toMatchObject({
      action: 'quote.created',
      actorName: 'Sam Sales',
      entityLabel: `${copy.json().quoteNumber} (Mitchell Events)`,
      newValues: { duplicatedFrom: quote.quoteNumber },
    });
  });

  it('refuses to convert a quote for more units than are in stock, with the reason worded for the quote', async () => {
    const product = await createStockedProduct(ctx, {
      price: '2.00',
      stock: 77,
      name: 'Gold Geometric Terrarium Centrepiece',
    });
    const quote = await newQuote(sales, 'Gala dinner');
    await addItems(quote.id, [{ productId: product.id, quantity: 301 }]);
    await call(ctx, finance, 'POST', `/api/associate/quotes/${quote.id}/approve`, { reason: 'Regular' });
    const ordersBefore = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.partnerId, partner.user.id));

    const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/convert`, shipping);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Not enough stock of Gold Geometric Terrarium Centrepiece for 301 units. Lower the quantity on the quote or restock the product.',
    );
    const [stock] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock!.stockQuantity).toBe(77);
    expect((await storedQuote(quote.id)).convertedOrderId).toBeNull();
    const ordersAfter = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.partnerId, partner.user.id));
    expect(ordersAfter).toHaveLength(ordersBefore.length);
  });

  it('converting at the same moment makes one order; a visitor becomes a partner by email', async () => {
    const product = await createStockedProduct(ctx, { price: '20.00', stock: 100 });
    const body = quoteBody(product, { customerName: 'Olive Newcomer' });
    const requested = await postQuote(ctx, body);
    const { quoteId } = requested.json();
    await chooseDelivery(quoteId);
    await call(ctx, finance, 'POST', `/api/associate/quotes/${quoteId}/approve`, {}); // not pending: 409
    const detail = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quoteId}`)).json();
    expect(detail).toMatchObject({
      status: 'requested',
      totalAmount: 400,
      approvalStatus: null,
      canConvert: true,
    });

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, shipping),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().orderId));
    expect(ids.size).toBe(1);

    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, body.customerEmail));
    expect(account).toBeDefined();
    const made = await ctx.database.db.select().from(orders).where(eq(orders.partnerId, account!.id));
    expect(made).toHaveLength(1);
    const [stock] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock!.stockQuantity).toBe(80);
  });

  it("wins the quote request's lead when the quote becomes an order: it leaves the open Leads list", async () => {
    const product = await createStockedProduct(ctx, { price: '20.00', stock: 100 });
    const body = quoteBody(product, { customerName: 'Lena Lead' });
    const { quoteId, quoteNumber } = (await postQuote(ctx, body)).json();
    const leadsOf = async (stage: string) =>
      (
        (
          await call(ctx, sales, 'GET', `/api/associate/leads?stage=${stage}&search=${body.customerEmail}`)
        ).json().items as Lead[]
      ).filter((l) => l.quoteId === quoteId);
    expect(await leadsOf('open')).toMatchObject([{ stage: 'new', quoteNumber, assignedTo: null }]);
    await chooseDelivery(quoteId);

    // As sales: send the quote, record the customer's acceptance, convert it.
    expect((await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/email`, {})).statusCode).toBe(
      200,
    );
    const accepted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/response`, {
      status: 'accepted',
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', canConvert: true });
    const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, shipping);
    expect(converted.statusCode, converted.body).toBe(200);

    expect(await leadsOf('open')).toEqual([]);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, body.customerEmail));
    const [won] = await leadsOf('won');
    // As Convert on the lead does: won, the partner's account, credited to who converted.
    expect(won).toMatchObject({
      stage: 'won',
      userId: account!.id,
      assignedTo: sales.user.id,
      ownerName: 'Sam Sales',
    });
    expect(won!.convertedAt).not.toBeNull();
    // The lead's own Convert now answers that it is already converted.
    const again = await call(ctx, sales, 'POST', `/api/associate/leads/${won!.id}/convert`, {});
    expect(again.statusCode).toBe(409);
  });

  it("refuses to give a staff member's email a partner order", async () => {
    const product = await createStockedProduct(ctx, { price: '20.00' });
    const { quoteId } = (
      await postQuote(ctx, quoteBody(product, { customerEmail: finance.user.email }))
    ).json();
    await chooseDelivery(quoteId);
    const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, shipping);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('not a partner');
  });

  it("duplicates a quote as 'Copy of …' with its items", async () => {
    const product = await createStockedProduct(ctx, { price: '4.00' });
    const quote = await newQuote(sales, 'Halloween');
    await addItems(quote.id, [{ productId: product.id, quantity: 6 }]);
    const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/duplicate`, {});
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(quote.id);
    expect(copy).toMatchObject({ title: 'Copy of Halloween', status: 'draft', totalAmount: 24 });
    expect(copy.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual(
      [[product.id, 6]],
    );
  });

  it('keeps documents newest first: add with a required name, list, delete', async () => {
    const quote = await newQuote();
    const url = `/api/associate/quotes/${quote.id}/documents`;
    const noName = await call(ctx, sales, 'POST', url, { name: '', documentType: 'note' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields.name).toBe('Document name is required');
    const badType = await call(ctx, sales, 'POST', url, { name: 'Spec', documentType: 'invoice' });
    expect(badType.statusCode).toBe(400);

    const first = (await call(ctx, sales, 'POST', url, { name: 'Call notes', documentType: 'note' })).json();
    const second = (
      await call(ctx, sales, 'POST', url, {
        name: 'Balloon spec',
        documentType: 'specification',
        content: 'Gold',
      })
    ).json();
    const list = (await call(ctx, sales, 'GET', url)).json();
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({ documentType: 'specification', uploadedByName: 'Sam Sales' });

    expect((await call(ctx, sales, 'DELETE', `${url}/${first.id}`)).statusCode).toBe(204);
    expect((await call(ctx, sales, 'DELETE', `${url}/${first.id}`)).statusCode).toBe(404);
    expect((await call(ctx, sales, 'GET', url)).json().items).toHaveLength(1);

    const label = `${quote.quoteNumber} (Mitchell Events)`;
    const entries = (await readAuditLog(ctx, admin, { entity: 'quote' })).filter(
      (e) => e.entityId === quote.id && e.action.startsWith('quote.document_'),
    );
    expect(entries.map((e) => [e.action, e.actorName, e.entityLabel])).toEqual([
      ['quote.document_deleted', 'Sam Sales', label],
      ['quote.document_added', 'Sam Sales', label],
      ['quote.document_added', 'Sam Sales', label],
    ]);
    expect(entries[0]!.oldValues).toEqual({ document: 'Call notes', documentType: 'note' });
  });

  it('emails the quote as a PDF attachment and records the send', async () => {
    const product = await createStockedProduct(ctx, { price: '12.50' });
    const quote = await newQuote(sales, 'Emailed quote');
    await addItems(quote.id, [{ productId: product.id, quantity: 8 }]);
    const res = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', emailRecipient: partner.user.email });
    expect(res.json().emailSentAt).not.toBeNull();
    expect(res.json().validUntil).toBe(addDays(businessDay(), 30));

    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(partner.user.email) && m.subject === `Your quote ${quote.quoteNumber} is ready`,
    );
    expect(mail.html).toContain('$100.00');
    const attachment = mail.raw.attachments.find((a) => a.filename === `${quote.quoteNumber}.pdf`);
    expect(attachment?.mimeType).toBe('application/pdf');
    const bytes = Buffer.from(attachment!.content as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const empty = await newQuote();
    const refused = await call(ctx, sales, 'POST', `/api/associate/quotes/${empty.id}/email`, {});
    expect(refused.statusCode).toBe(409);

    // The customer's answer to the sent quote: accepted, and it still converts once approved.
    const notSent = await call(ctx, sales, 'POST', `/api/associate/quotes/${empty.id}/response`, {
      status: 'accepted',
    });
    expect(notSent.statusCode).toBe(409);
    const accepted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/response`, {
      status: 'accepted',
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', canConvert: true });
  });

  it('sends an edited sent or accepted quote back to draft, so what the customer has always matches', async () => {
    const product = await createStockedProduct(ctx, { price: '10.00' });
    const quote = await newQuote(sales, 'Edited after sending');
    await addItems(quote.id, [{ productId: product.id, quantity: 5 }]);
    expect(
      (await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {})).json().status,
    ).toBe('sent');

    const edited = await addItems(quote.id, [{ productId: product.id, quantity: 1 }]);
    expect(edited).toMatchObject({ status: 'draft', totalAmount: 60 });
    // The customer's answer to the old price cannot be recorded against the new one.
    const answer = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/response`, {
      status: 'accepted',
    });
    expect(answer.statusCode).toBe(409);

    // Emailed again, then accepted: a discount after acceptance makes it a draft again too.
    expect(
      (await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/email`, {})).json().status,
    ).toBe('sent');
    await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/response`, { status: 'accepted' });
    const discounted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quote.id}/discount`, {
      discountType: 'fixed',
      discountValue: 5,
    });
    expect(discounted.json()).toMatchObject({ status: 'draft', netTotal: 55 });
  });

  it("shows staff the request's event date, delivery address and special requirements, on the quote and its lead", async () => {
    const product = await createStockedProduct(ctx, { price: '20.00', stock: 100 });
    const body = quoteBody(product, {
      customerName: 'Rhea Requirements',
      deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
      specialRequirements: 'Gold and white only, please',
    });
    const { quoteId } = (await postQuote(ctx, body)).json();
    const detail = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quoteId}`)).json();
    expect(detail).toMatchObject({
      eventDate: body.eventDate,
      deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
      specialRequirements: 'Gold and white only, please',
    });
    const leads = (await call(ctx, sales, 'GET', `/api/associate/leads?search=${body.customerEmail}`)).json()
      .items as Lead[];
    expect(leads.find((l) => l.quoteId === quoteId)).toMatchObject({
      eventDate: body.eventDate,
      deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
      specialRequirements: 'Gold and white only, please',
    });
  });

  it("carries the quote's delivery to the order, so the order's total is the quote's", async () => {
    const product = await createStockedProduct(ctx, { price: '20.00', stock: 100 });
    const courier = await createDeliveryMethod(ctx, { name: 'Courier', cost: '14.95' });
    const body = quoteBody(product, { customerName: 'Della Delivery' });
    const { quoteId } = (await postQuote(ctx, body)).json();
    const noDelivery = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quoteId}`)).json();
    expect(noDelivery).toMatchObject({ deliveryMethodId: null, deliveryCost: 0, canConvert: false });
    const refused = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, shipping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Choose a delivery method for this quote before converting it.',
    );
    const notEmailed = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/email`, {});
    expect(notEmailed.json().error.message).toBe(
      'Choose a delivery method for this quote before emailing it.',
    );
    const bad = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/delivery`, {
      deliveryMethodId: randomUUID(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.deliveryMethodId).toBe('Choose a delivery method');

    const chosen = await chooseDelivery(quoteId, courier.id);
    expect(chosen).toMatchObject({
      deliveryMethodName: 'Courier',
      deliveryCost: 14.95,
      totalAmount: 400,
      netTotal: 414.95,
      canConvert: true,
    });
    // The customer's email states the total with delivery.
    expect((await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/email`, {})).statusCode).toBe(
      200,
    );
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(body.customerEmail) && m.subject.startsWith('Your quote'),
    );
    expect(mail.text).toContain('$414.95');

    const converted = await call(ctx, sales, 'POST', `/api/associate/quotes/${quoteId}/convert`, shipping);
    expect(converted.statusCode, converted.body).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, converted.json().orderId));
    expect(order).toMatchObject({
      deliveryMethodId: courier.id,
      deliveryCost: '14.95',
      totalAmount: '414.95',
    });
  });

  it('checks inventory per line with the Out of Stock / Low Stock / In Stock rule', async () => {
    const none = await createStockedProduct(ctx, { stock: 0 });
    const few = await createStockedProduct(ctx, { stock: 3 });
    const plenty = await createStockedProduct(ctx, { stock: 40 });
    const quote = await newQuote();
    await addItems(quote.id, [
      { productId: none.id, quantity: 1 },
      { productId: few.id, quantity: 5 },
      { productId: plenty.id, quantity: 40 },
    ]);
    const res = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quote.id}/inventory`)).json();
    const byId = Object.fromEntries(
      res.items.map((i: { productId: string; status: string }) => [i.productId, i]),
    );
    expect(byId[none.id]).toMatchObject({ stockQuantity: 0, status: 'out_of_stock' });
    expect(byId[few.id]).toMatchObject({ stockQuantity: 3, status: 'low_stock' });
    expect(byId[plenty.id]).toMatchObject({ stockQuantity: 40, status: 'in_stock' });
  });

  it("lists the price history of the quote's products, newest first", async () => {
    const product = await createStockedProduct(ctx, { price: '9.00' });
    const other = await createStockedProduct(ctx, { price: '1.00' });
    await ctx.database.db.insert(productPriceHistory).values([
      {
        productId: product.id,
        previousPrice: '8.00',
        newPrice: '8.50',
        changedAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        productId: product.id,
        previousPrice: '8.50',
        newPrice: '9.00',
        changedAt: new Date('2026-02-01T00:00:00Z'),
      },
      { productId: other.id, previousPrice: '2.00', newPrice: '1.00' },
    ]);
    const quote = await newQuote();
    await addItems(quote.id, [{ productId: product.id, quantity: 1 }]);
    const res = (await call(ctx, sales, 'GET', `/api/associate/quotes/${quote.id}/price-history`)).json();
    expect(res.items.map((r: { newPrice: number }) => r.newPrice)).toEqual([9, 8.5]);
  });

  it('lists partners as customers', async () => {
    const res = (await call(ctx, sales, 'GET', '/api/associate/quotes/customers')).json();
    const emails = res.items.map((c: { email: string }) => c.email);
    expect(emails).toContain(partner.user.email);
    expect(emails).not.toContain(sales.user.email);
  });

  it('the expiry job ends open quotes whose validity passed, and only those', async () => {
    const old = await newQuote();
    const current = await newQuote();
    await ctx.database.db
      .update(quotes)
      .set({ status: 'sent', validUntil: '2026-01-10' })
      .where(eq(quotes.id, old.id));
    await ctx.database.db
      .update(quotes)
      .set({ status: 'sent', validUntil: '2026-01-11' })
      .where(eq(quotes.id, current.id));
    const expired = await ctx.database.db.transaction((tx) =>
      expireQuotes(tx, new Date('2026-01-11T02:00:00Z')),
    );
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await storedQuote(old.id)).status).toBe('expired');
    expect((await storedQuote(current.id)).status).toBe('sent');
    // On the audit log by quote number, with the job named as its actor.
    expect(
      (await readAuditLog(ctx, admin, { action: 'quote.expired' })).find((e) => e.entityId === old.id),
    ).toMatchObject({
      actorName: 'System',
      automatic: true,
      entityLabel: `${old.quoteNumber} (Mitchell Events)`,
    });
    const changed = await call(ctx, sales, 'POST', `/api/associate/quotes/${old.id}/discount`, {
      discountType: 'fixed',
      discountValue: 1,
    });
    expect(changed.statusCode).toBe(409);
  });
});
