import { randomUUID } from 'node:crypto';
import { addDays, businessDay, formatDisplayDate } from '@party/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  emailPreferences,
  inventoryHistory,
  notifications,
  purchaseOrders,
  vendorPayments,
} from '../../src/db/schema/index.ts';
import { createProduct, createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';
import { pdfText } from '../orders/staff-fixtures.ts';
import { createPendingPo, paymentOf, poRow, shipmentOf, stockOf } from './vendor-fixtures.ts';

/** docs/product/vendor-portal.md: the vendor answers POs, ships them and is paid; the PO completes. */
let ctx: MailTestContext;
let vendorUser: SignedIn;
let manager: SignedIn;
let sales: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let vendorId: string;
let balloon: { id: string; name: string };
let plates: { id: string; name: string };

const pendingPo = (quantity = 24) =>
  createPendingPo(ctx, vendorId, manager, [
    { productId: balloon.id, productName: balloon.name, quantity, unitPrice: '4.25' },
  ]);
const respond = (po: { id: string }, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx, vendorUser, 'POST', `/api/vendor/purchase-orders/${po.id}/respond`, body, headers);
const updateShipment = (id: string, body: unknown) =>
  call(ctx, vendorUser, 'PATCH', `/api/vendor/shipments/${id}`, body);
const paidBy = { paymentMethod: 'bank_transfer', paymentReference: 'EFT-0042' };
const markPaid = (who: SignedIn, paymentId: string, body: unknown = paidBy) =>
  call(ctx, who, 'POST', `/api/associate/vendor-payments/${paymentId}/paid`, body);
/** Sets one of the demo vendor's email switches, as their Notifications tab saves it. */
const setVendorSwitch = (key: 'paymentNotifications' | 'shipmentNotifications', on: boolean) =>
  ctx.database.db
    .insert(emailPreferences)
    .values({ userId: vendorUser.user.id, [key]: on })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { [key]: on } });

async function acceptedPo(quantity = 24) {
  const po = await pendingPo(quantity);
  expect((await respond(po, { decision: 'accept' })).statusCode).toBe(200);
  return { po, shipment: (await shipmentOf(ctx, po.id))!, payment: (await paymentOf(ctx, po.id))! };
}

beforeAll(async () => {
  ctx = await createMailTestApp();
  vendorUser = await signInAs(ctx, { role: 'vendor', name: 'Vera Vendor' });
  manager = await signInAs(ctx, {
    role: 'associate',
    associateRole: 'product_management',
    name: 'Mia Manager',
  });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
  vendorId = await createVendor(ctx, vendorUser, { paymentTermsDays: 30 });
  balloon = await createProduct(ctx, { name: 'Gold Foil Star Balloon', stockQuantity: 4 });
  plates = await createProduct(ctx, { name: 'Rose Gold Paper Plates', stockQuantity: 40 });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('vendor purchase orders', () => {
  it('requires authentication, and only vendors reach the vendor routes', async () => {
    for (const url of ['/api/vendor/purchase-orders', '/api/vendor/shipments', '/api/vendor/payments'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(ctx, manager, 'GET', '/api/vendor/purchase-orders')).statusCode).toBe(403);
    expect((await call(ctx, vendorUser, 'GET', '/api/vendor/purchase-orders')).statusCode).toBe(200);
  });

  it('lists my POs newest first with their lines, and the four figures', async () => {
    const po = await createPendingPo(ctx, vendorId, manager, [
      { productId: balloon.id, productName: balloon.name, quantity: 10, unitPrice: '4.25' },
      { productId: plates.id, productName: plates.name, quantity: 5, unitPrice: '2.00' },
    ]);
    // Last month's (Sydney) rejected PO: counts in neither This Month nor Total Value.
    await createPendingPo(
      ctx,
      vendorId,
      manager,
      [{ productId: plates.id, productName: plates.name, quantity: 100, unitPrice: '1.00' }],
      { status: 'rejected', createdAt: new Date(Date.now() - 40 * 86_400_000) },
    );
    const res = await call(ctx, vendorUser, 'GET', '/api/vendor/purchase-orders');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.stats).toEqual({ pending: 1, accepted: 0, totalValue: '52.50', thisMonth: 1 });
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      id: po.id,
      status: 'pending',
      totalAmount: '52.50',
      notes: 'Before the wedding season please',
      lines: [
        { productName: 'Gold Foil Star Balloon', quantity: 10, unitPrice: '4.25', totalPrice: '42.50' },
        { productName: 'Rose Gold Paper Plates', quantity: 5, unitPrice: '2.00', totalPrice: '10.00' },
      ],
    });
    const rejected = await call(ctx, vendorUser, 'GET', '/api/vendor/purchase-orders?status=rejected');
    expect(rejected.json().items.map((p: { status: string }) => p.status)).toEqual(['rejected']);
    // Leave nothing pending behind for the figures of later cases.
    await ctx.database.db.delete(purchaseOrders).where(eq(purchaseOrders.vendorId, vendorId));
  });

  it('accepts: dates and notes saved, a preparing shipment and a pending invoice due on the terms, staff told', async () => {
    const po = await pendingPo();
    const date = addDays(businessDay(), 10);
    const res = await respond(po, {
      decision: 'accept',
      estimatedDeliveryDate: date,
      notes: 'Ships Tuesday',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: po.id,
      status: 'accepted',
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
    });
    const row = await poRow(ctx, po.id);
    expect(row).toMatchObject({
      status: 'accepted',
      estimatedDeliveryDate: date,
      vendorNotes: 'Ships Tuesday',
    });
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(await shipmentOf(ctx, po.id)).toMatchObject({
      status: 'preparing',
      estimatedDeliveryDate: date,
      vendorId,
    });
    expect(await paymentOf(ctx, po.id)).toMatchObject({
      status: 'pending',
      amount: '102.00',
      dueDate: addDays(businessDay(), 30),
      invoiceNumber: res.json().invoiceNumber,
    });

    const bell = (await call(ctx, manager, 'GET', '/api/notifications')).json().items[0];
    expect(bell).toMatchObject({
      title: 'Purchase order accepted',
      // The date as Australians read it ('9 Dec 2026'), not the stored 2026-12-09.
      message: `Balloon Works Pty Ltd accepted ${po.poNumber}; estimated delivery ${formatDisplayDate(date)}.`,
      actionUrl: '/associate/purchase-orders',
    });
    expect(bell.message).toMatch(/estimated delivery \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, po.id), eq(auditLog.action, 'purchase_order.accepted')));
    expect(audit?.actorId).toBe(vendorUser.user.id);
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(manager.user.email) && m.subject.includes(po.poNumber),
    );
    expect(mail.subject).toBe(`Purchase order ${po.poNumber} accepted by Balloon Works Pty Ltd`);
    expect(mail.text).toContain('Hi Mia Manager,');
    expect(mail.text).toContain('Vendor notes: Ships Tuesday');

    // Staff follow it: the PO detail shows the shipment and the invoice.
    const detail = (await call(ctx, sales, 'GET', `/api/associate/purchase-orders/${po.id}`)).json();
    expect(detail.fulfilment).toMatchObject({
      acceptedAt: expect.any(String),
      shipment: { status: 'preparing', estimatedDeliveryDate: date, trackingNumber: null },
      payment: { status: 'pending', amount: '102.00', overdue: false },
    });
  });

  it('rejects with a reason; a rejection without one, or with a delivery date, is refused', async () => {
    const po = await pendingPo();
    const bare = await respond(po, { decision: 'reject', notes: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.notes).toBe('Give a rejection reason so the buyer knows what to change');
    const dated = await respond(po, {
      decision: 'reject',
      notes: 'No stock',
      estimatedDeliveryDate: addDays(businessDay(), 3),
    });
    expect(dated.json().error.fields.estimatedDeliveryDate).toBe(
      'A delivery date is only given when accepting',
    );
    const past = await respond(po, {
      decision: 'accept',
      estimatedDeliveryDate: addDays(businessDay(), -1),
    });
    expect(past.json().error.fields.estimatedDeliveryDate).toBe('The delivery date cannot be in the past');

    const res = await respond(po, { decision: 'reject', notes: 'Out of gold foil until March' });
    expect(res.statusCode).toBe(200);
    expect(await poRow(ctx, po.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Out of gold foil until March',
      vendorNotes: 'Out of gold foil until March',
      rejectedAt: expect.any(Date),
    });
    expect(await shipmentOf(ctx, po.id)).toBeNull();
    expect(await paymentOf(ctx, po.id)).toBeNull();
    const bell = (await call(ctx, manager, 'GET', '/api/notifications')).json().items[0];
    expect(bell.message).toBe(`Balloon Works Pty Ltd rejected ${po.poNumber}: Out of gold foil until March`);
  });

  it('refuses to answer a PO that is no longer pending (409), and changes nothing', async () => {
    const po = await pendingPo();
    await respond(po, { decision: 'reject', notes: 'No' });
    const again = await respond(po, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This purchase order was already rejected and cannot be answered again.',
    );
    expect((await poRow(ctx, po.id)).status).toBe('rejected');
  });

  it('lets exactly one of two answers sent at once land: one 200, one 409, one shipment and invoice', async () => {
    const po = await pendingPo();
    const answers = await Promise.all([
      respond(po, { decision: 'accept' }),
      respond(po, { decision: 'reject', notes: 'Changed my mind' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().status;
    expect((await poRow(ctx, po.id)).status).toBe(winner);
    const invoices = await ctx.database.db
      .select()
      .from(vendorPayments)
      .where(eq(vendorPayments.purchaseOrderId, po.id));
    expect(invoices).toHaveLength(winner === 'accepted' ? 1 : 0);
  });

  it('replays a retried answer with the same Idempotency-Key instead of answering twice', async () => {
    const po = await pendingPo();
    const key = randomUUID();
    const first = await respond(po, { decision: 'accept' }, { 'idempotency-key': key });
    const retry = await respond(po, { decision: 'accept' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await respond(po, { decision: 'reject', notes: 'x' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
  });

  it('answers 404 for a PO that does not exist', async () => {
    expect((await respond({ id: randomUUID() }, { decision: 'accept' })).statusCode).toBe(404);
  });
});

describe('vendor shipments', () => {
  it('sets the shipped date the first time it ships, and counts per status', async () => {
    const { shipment } = await acceptedPo();
    const res = await updateShipment(shipment.id, {
      status: 'shipped',
      trackingNumber: 'ST12345678',
      carrier: 'StarTrack',
      notes: 'Two cartons',
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ status: 'shipped', trackingNumber: 'ST12345678', carrier: 'StarTrack' });
    expect(first.shippedDate).not.toBeNull();
    const later = await updateShipment(shipment.id, { status: 'in_transit', trackingNumber: 'ST12345678' });
    expect(later.json().shippedDate).toBe(first.shippedDate);
    const list = (await call(ctx, vendorUser, 'GET', '/api/vendor/shipments')).json();
    expect(list.counts.in_transit).toBeGreaterThanOrEqual(1);
    expect(list.items.find((s: { id: string }) => s.id === shipment.id)).toMatchObject({
      status: 'in_transit',
      poTotalAmount: '102.00',
    });
    expect((await updateShipment(shipment.id, { status: 'lost' })).statusCode).toBe(400);
  });

  it('restocks the products once on delivery, even when delivered is set twice', async () => {
    const before = await stockOf(ctx, balloon.id);
    const { po, shipment } = await acceptedPo(30);
    expect((await updateShipment(shipment.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await stockOf(ctx, balloon.id)).toBe(before + 30);
    expect(
      (await updateShipment(shipment.id, { status: 'delivered', notes: 'Signed by Sam' })).statusCode,
    ).toBe(200);
    expect(await stockOf(ctx, balloon.id)).toBe(before + 30);
    const history = await ctx.database.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.referenceId, po.id));
    expect(history).toEqual([
      expect.objectContaining({
        productId: balloon.id,
        changeType: 'restock',
        quantityChange: 30,
        previousQuantity: before,
        newQuantity: before + 30,
        referenceType: 'purchase_order',
      }),
    ]);
    const back = await updateShipment(shipment.id, { status: 'shipped' });
    expect(back.statusCode).toBe(409);
    expect((await shipmentOf(ctx, po.id))!.status).toBe('delivered');
    // Not yet paid, so not yet completed.
    expect((await poRow(ctx, po.id)).status).toBe('accepted');
  });

  it('sends the vendor one delivery receipt, which their shipment email switch can stop', async () => {
    const receipts = (poNumber: string) =>
      ctx.database.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, 'shipment_delivered'),
            eq(emailOutbox.subject, `Delivery of ${poNumber} received`),
          ),
        );
    const { po, shipment } = await acceptedPo(12);
    await updateShipment(shipment.id, { status: 'delivered', carrier: 'StarTrack' });
    await updateShipment(shipment.id, { status: 'delivered', notes: 'Signed by Sam' });
    await ctx.deliverMail();
    expect(await receipts(po.poNumber)).toEqual([expect.objectContaining({ status: 'sent' })]);
    const mail = ctx.sink.messages.find((m) => m.subject === `Delivery of ${po.poNumber} received`)!;
    expect(mail.to).toContain(vendorUser.user.email);
    expect(mail.text).toContain('Carrier: StarTrack');
    expect(mail.text).toContain(`- ${balloon.name} × 12`);

    await setVendorSwitch('shipmentNotifications', false);
    const quiet = await acceptedPo(5);
    await updateShipment(quiet.shipment.id, { status: 'delivered' });
    await ctx.deliverMail();
    expect(await receipts(quiet.po.poNumber)).toEqual([
      expect.objectContaining({
        status: 'suppressed',
        lastError: 'The recipient turned off shipment emails',
      }),
    ]);
    await setVendorSwitch('shipmentNotifications', true);
  });

  it('re-arms the low-stock alert: a product restocked above its level alerts again on its next fall', async () => {
    const streamers = await createProduct(ctx, { name: 'Holographic Streamers', stockQuantity: 2 });
    const po = await createPendingPo(ctx, vendorId, manager, [
      { productId: streamers.id, productName: streamers.name, quantity: 20, unitPrice: '1.50' },
    ]);
    await respond(po, { decision: 'accept' });
    const shipment = (await shipmentOf(ctx, po.id))!;
    await updateShipment(shipment.id, { status: 'delivered' });
    expect(await stockOf(ctx, streamers.id)).toBe(22);
    const alerts = async () =>
      (
        await ctx.database.db.select().from(notifications).where(eq(notifications.userId, manager.user.id))
      ).filter((n) => n.title === 'Low Stock Alert: Holographic Streamers');
    expect(await alerts()).toHaveLength(0);
    const fall = await call(
      ctx,
      manager,
      'POST',
      `/api/associate/products/${streamers.id}/stock-adjustments`,
      {
        changeType: 'adjustment',
        quantity: -15,
      },
    );
    expect(fall.statusCode, fall.body).toBe(200);
    expect(await alerts()).toHaveLength(1);
  });
});

describe('vendor payments', () => {
  it('completes the PO when delivered, then paid', async () => {
    const { po, shipment, payment } = await acceptedPo();
    await updateShipment(shipment.id, { status: 'delivered' });
    const res = await markPaid(finance, payment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      paidDate: businessDay(),
      purchaseOrderCompleted: true,
    });
    const row = await poRow(ctx, po.id);
    expect(row.status).toBe('completed');
    expect(row.completedAt).toBeInstanceOf(Date);
  });

  it('completes the PO when paid, then delivered', async () => {
    const { po, shipment, payment } = await acceptedPo();
    const paid = await markPaid(admin, payment.id);
    expect(paid.json().purchaseOrderCompleted).toBe(false);
    expect((await poRow(ctx, po.id)).status).toBe('accepted');
    await updateShipment(shipment.id, { status: 'delivered' });
    expect((await poRow(ctx, po.id)).status).toBe('completed');
    const detail = (await call(ctx, sales, 'GET', `/api/associate/purchase-orders/${po.id}`)).json();
    expect(detail.status).toBe('completed');
    expect(detail.fulfilment.shipment.deliveredAt).not.toBeNull();
    expect(detail.fulfilment.payment.status).toBe('paid');
  });

  it("lists every vendor's invoices for finance and admins (Vendor Administration), filtered by status", async () => {
    const { po, payment } = await acceptedPo();
    const list = (who: SignedIn, query = '') =>
      call(ctx, who, 'GET', `/api/associate/vendor-payments${query}`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/associate/vendor-payments' })).statusCode).toBe(
      401,
    );
    for (const who of [sales, manager, vendorUser]) expect((await list(who)).statusCode).toBe(403);
    const all = await list(admin, '?status=pending&pageSize=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      invoiceNumber: payment.invoiceNumber,
      poNumber: po.poNumber,
      status: 'pending',
      vendorName: expect.any(String),
    });
    expect((await list(finance)).statusCode).toBe(200);
    expect((await markPaid(admin, payment.id)).statusCode).toBe(200);
    const pending = (await list(admin, '?status=pending&pageSize=100')).json();
    expect(pending.items.some((p: { id: string }) => p.id === payment.id)).toBe(false);
    const paid = (await list(admin, '?status=paid&pageSize=100')).json();
    expect(paid.items.some((p: { id: string }) => p.id === payment.id)).toBe(true);
    expect((await list(admin, '?status=lost')).statusCode).toBe(400);
  });

  it('lets only finance and admins mark paid, once, and tells the vendor (bell and email)', async () => {
    const { po, payment } = await acceptedPo();
    expect((await markPaid(sales, payment.id)).statusCode).toBe(403);
    expect((await markPaid(manager, payment.id)).statusCode).toBe(403);
    expect((await markPaid(vendorUser, payment.id)).statusCode).toBe(403);
    expect((await markPaid(finance, randomUUID())).statusCode).toBe(404);
    const unsaid = await markPaid(finance, payment.id, { notes: 'Run 42' });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().error.fields).toEqual({
      paymentMethod: 'Choose how the invoice was paid',
      paymentReference: 'Enter the payment reference the vendor will see on their statement',
    });
    const blank = await markPaid(finance, payment.id, { paymentMethod: 'bpay', paymentReference: '  ' });
    expect(blank.json().error.fields).toEqual({
      paymentReference: 'Enter the payment reference the vendor will see on their statement',
    });
    expect((await markPaid(finance, payment.id, { ...paidBy, paymentMethod: 'barter' })).statusCode).toBe(
      400,
    );
    expect((await paymentOf(ctx, po.id))?.status).toBe('pending');
    expect((await markPaid(finance, payment.id, { ...paidBy, notes: 'Run 42' })).statusCode).toBe(200);
    const twice = await markPaid(finance, payment.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This invoice is already paid.');
    expect(await paymentOf(ctx, po.id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'bank_transfer',
      paymentReference: 'EFT-0042',
      notes: 'Run 42',
    });
    // The vendor sees how and under which reference they were paid.
    const mine = (await call(ctx, vendorUser, 'GET', '/api/vendor/payments?pageSize=100')).json();
    expect(mine.items.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'bank_transfer',
      paymentReference: 'EFT-0042',
    });
    const bell = (await call(ctx, vendorUser, 'GET', '/api/notifications')).json().items[0];
    expect(bell).toMatchObject({ title: 'Invoice paid', actionUrl: '/vendor/payments' });
    expect(bell.message).toBe(
      `Party Central paid invoice ${payment.invoiceNumber} for ${po.poNumber} ($102.00).`,
    );
    await ctx.deliverMail();
    const mail = await ctx.sink.waitForMail(
      (m) => m.subject === `Invoice ${payment.invoiceNumber} has been paid`,
    );
    expect(mail.to).toContain(vendorUser.user.email);
    expect(mail.text).toContain('Amount (AUD): $102.00');
    expect(mail.text).toContain('Method: Bank transfer (EFT)');
    expect(mail.text).toContain('Reference: EFT-0042');
  });

  it("honours the vendor's payment email switch (bell still rings, email suppressed)", async () => {
    const { payment } = await acceptedPo();
    await setVendorSwitch('paymentNotifications', false);
    await markPaid(finance, payment.id);
    await ctx.deliverMail();
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, 'vendor_payment_paid'),
          eq(emailOutbox.subject, `Invoice ${payment.invoiceNumber} has been paid`),
        ),
      );
    expect(mail).toMatchObject({
      status: 'suppressed',
      lastError: 'The recipient turned off payment emails',
    });
    await setVendorSwitch('paymentNotifications', true);
    const bells = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, vendorUser.user.id));
    expect(bells.some((n) => n.message.includes(payment.invoiceNumber))).toBe(true);
  });

  it('adds up the cards: outstanding, overdue (pending past due in Sydney), paid this month, total volume', async () => {
    const otherUser = await signInAs(ctx, { role: 'vendor' });
    const otherId = await createVendor(ctx, otherUser, { companyName: 'Fresh Figures Co' });
    const po = await createPendingPo(ctx, otherId, manager, [
      { productId: plates.id, productName: plates.name, quantity: 1, unitPrice: '1.00' },
    ]);
    const today = businessDay();
    const invoice = (
      amount: string,
      status: 'pending' | 'processing' | 'paid',
      dueDate: string,
      paidDate: string | null = null,
    ) => ({
      vendorId: otherId,
      purchaseOrderId: po.id,
      amount,
      status,
      dueDate,
      paidDate,
    });
    await ctx.database.db.insert(vendorPayments).values([
      invoice('100.00', 'pending', addDays(today, -1)), // overdue
      invoice('40.00', 'pending', today), // due today: not yet overdue
      invoice('25.50', 'processing', addDays(today, -5)), // processing is never overdue
      invoice('300.00', 'paid', addDays(today, -3), today),
      invoice('1000.00', 'paid', addDays(today, -90), addDays(`${today.slice(0, 8)}01`, -1)), // last month
    ]);
    const res = await call(ctx, otherUser, 'GET', '/api/vendor/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json().stats).toEqual({
      totalOutstanding: '165.50',
      overdue: '100.00',
      overdueCount: 1,
      paidThisMonth: '300.00',
      totalVolume: '1465.50',
    });
    const overdue = res.json().items.filter((p: { overdue: boolean }) => p.overdue);
    expect(overdue.map((p: { amount: string }) => p.amount)).toEqual(['100.00']);
  });

  it("downloads an invoice as a GST tax invoice PDF naming the vendor's ABN", async () => {
    const { po, payment } = await acceptedPo();
    const res = await call(ctx, vendorUser, 'GET', `/api/vendor/payments/${payment.id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tax-invoice-${payment.invoiceNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const words of [
      'Tax Invoice',
      'Balloon Works Pty Ltd',
      'ABN 51 824 753 556',
      payment.invoiceNumber,
      po.poNumber,
      'Gold Foil Star Balloon',
      '$102.00',
      '$9.27', // GST: 1/11 of $102.00
    ])
      expect(text).toContain(words);
    // Finance may read any vendor's invoice; sales may not.
    expect(
      (await call(ctx, finance, 'GET', `/api/associate/vendor-payments/${payment.id}/invoice`)).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, sales, 'GET', `/api/associate/vendor-payments/${payment.id}/invoice`)).statusCode,
    ).toBe(403);
  });
});
