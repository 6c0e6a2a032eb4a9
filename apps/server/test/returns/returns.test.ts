import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInvoices,
  adjustmentNotes,
  companies,
  emailOutbox,
  inventoryHistory,
  notifications,
  orderItems,
  partnerCreditLimits,
  products,
  returnRequests,
} from '../../src/db/schema/index.ts';
import { readAuditLog } from '../helpers/audit.ts';
import { addCompanyMember, companyOf } from '../helpers/companies.ts';
import { callAs, type SignedIn, signInAs } from '../helpers/factories.ts';
import { multipartBody, sampleFiles } from '../helpers/multipart.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { createDeliveryMethod, giveCredit } from '../orders/order-fixtures.ts';
import { pdfText, placeOrderFor } from '../orders/staff-fixtures.ts';
import { openEventStream } from '../platform/sse-client.ts';
import { askReturn, deliveredDaysAgo, deliveredOrder, returnableOf, setSetting } from './return-fixtures.ts';

// docs/product/returns.md: a delivered order's goods come back within the window, staff approve or
// reject, receive once (restock or write off), and an adjustment note credits the company.

let ctx: TestContext;
let owner: SignedIn;
let buyer: SignedIn;
let viewer: SignedIn;
let outsider: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let company: string;
let methodId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, outsider, staff, admin] = await Promise.all([
    signInAs(ctx, { role: 'partner', name: 'Olive Owner' }),
    signInAs(ctx, { role: 'partner' }),
    signInAs(ctx, { role: 'associate', associateRole: 'sales' }),
    signInAs(ctx, { role: null, isAdmin: true }),
  ]);
  company = await companyOf(ctx, owner.user.id);
  buyer = await addCompanyMember(ctx, company, { role: 'buyer', name: 'Bea Buyer' });
  viewer = await addCompanyMember(ctx, company, { role: 'viewer', name: 'Vic Viewer' });
  await giveCredit(ctx, owner.user.id, '5000.00');
  methodId = (await createDeliveryMethod(ctx, { cost: '10.00' })).id;
}, 60_000);
afterAll(() => ctx.close());

const call = (who: SignedIn, method: 'GET' | 'POST', url: string, body?: unknown) =>
  callAs(ctx, who, method, url, body);

async function creditUsed() {
  const [row] = await ctx.database.db
    .select({ used: partnerCreditLimits.usedAmount })
    .from(partnerCreditLimits)
    .where(eq(partnerCreditLimits.companyId, company));
  return row!.used;
}

async function loyalty() {
  const [row] = await ctx.database.db
    .select({ points: companies.loyaltyPoints })
    .from(companies)
    .where(eq(companies.id, company));
  return row!.points;
}

async function stockOf(productId: string) {
  const [row] = await ctx.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

describe('returns, from request to adjustment note', () => {
  it('requests, approves and receives a return: stock, note, invoice, credit, points, bell, email, audit', async () => {
    // $100 of cups (4 × $25) and $20 of plates on account, $12 off with a code would need a
    // campaign; the order's goods are $120 and delivery $10.
    const {
      orderId,
      products: [cups, plates],
    } = await deliveredOrder(
      ctx,
      owner,
      staff,
      methodId,
      [
        ['25.00', 4, 'Burst Carton Cups'],
        ['20.00', 1, 'Gold Plates'],
      ],
      { paymentMethod: 'account' },
    );
    const pointsBefore = await loyalty();
    const usedBefore = await creditUsed();
    expect(usedBefore).toBe('130.00');
    const returnable = await returnableOf(ctx, owner, orderId);
    const cupLine = returnable.lines.find((l) => l.productName === 'Burst Carton Cups')!;
    expect(cupLine.returnable).toBe(4);
    const stockBefore = await stockOf(cups!.id);

    const asked = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: cupLine.orderItemId, quantity: 2 }],
      notes: 'The carton burst in transit.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json();
    expect(created).toMatchObject({ status: 'requested', units: 2, reason: 'damaged_in_transit' });
    expect(created.number).toMatch(/^RMA-\d{6}$/);
    expect(
      (await returnableOf(ctx, owner, orderId)).lines.find((l) => l.orderItemId === cupLine.orderItemId)!
        .returnable,
    ).toBe(2);

    const approved = await call(staff, 'POST', `/api/associate/returns/${created.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');

    const received = await call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, {
      lines: [{ orderItemId: cupLine.orderItemId, disposition: 'restock' }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const note = received.json().adjustmentNote;
    // 2 × $25 = $50, GST $4.55 (1/11, rounded once), all credited to the open invoice.
    expect(note).toMatchObject({
      totalAmount: 50,
      gstAmount: 4.55,
      outcome: 'account_credit',
      creditedAmount: 50,
      refundedAmount: 0,
      invoiceNumber: `INV-${orderId.slice(0, 8).toUpperCase()}`,
    });
    expect(note.number).toMatch(/^AN-\d{6}$/);

    expect(await stockOf(cups!.id)).toBe(stockBefore + 2);
    expect(await stockOf(plates!.id)).toBe(99);
    const history = await ctx.database.db
      .select()
      .from(inventoryHistory)
      .where(and(eq(inventoryHistory.referenceType, 'return'), eq(inventoryHistory.referenceId, created.id)));
    expect(history).toMatchObject([{ productId: cups!.id, changeType: 'return', quantityChange: 2 }]);

    const [invoice] = await ctx.database.db
      .select()
      .from(accountInvoices)
      .where(eq(accountInvoices.orderId, orderId));
    expect(invoice!.creditedAmount).toBe('50.00');
    expect(await creditUsed()).toBe('80.00');
    // 130 points for the $130 order; 50 taken back for the $50 note.
    expect(await loyalty()).toBe(pointsBefore - 50);

    const bells = await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(bells.map((b) => b.title)).toEqual(expect.arrayContaining(['Return approved', 'Return received']));
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.user.email), eq(emailOutbox.template, 'return_update')));
    expect(mail).toHaveLength(2);
    const withNote = mail.find((m) => (m.attachments as unknown[]).length > 0)!;
    expect(withNote.subject).toContain(note.number);
    const [attachment] = withNote.attachments as { filename: string; content: string }[];
    expect(attachment!.filename).toBe(`adjustment-note-${note.number}.pdf`);
    expect(pdfText(Buffer.from(attachment!.content, 'base64'))).toContain(note.number);

    const audit = await readAuditLog(ctx, admin, { entity: 'return_request' });
    expect(
      audit
        .filter((a) => a.entityId === created.id)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['return.approved', 'return.received']);

    // The PDF: the note's number, the invoice it adjusts, the GST adjusted.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/partner/returns/${created.id}/adjustment-note.pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Adjustment Note');
    expect(text).toContain(note.number);
    expect(text).toContain(`Adjusts tax invoice INV-${orderId.slice(0, 8).toUpperCase()} dated`);
    expect(text).toContain('GST adjusted (1/11 of total)');
    expect(text).toContain('$4.55');
  });

  it('refuses more than was delivered, naming the line, and writes nothing', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['5.00', 3, 'Party Hats']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const before = await ctx.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    const res = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 4 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Party Hats: at most 3 may still come back.');
    expect(res.json().error.fields).toEqual({
      'lines.0.quantity': 'Party Hats: at most 3 may still come back.',
    });
    const after = await ctx.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    expect(after).toHaveLength(before.length);

    // Earlier returns not rejected count; a rejected one frees its units again.
    const first = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 2 }],
    });
    expect(first.statusCode).toBe(201);
    const second = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 2 }],
    });
    expect(second.json().error.message).toBe('Party Hats: at most 1 may still come back.');
    const noReason = await call(staff, 'POST', `/api/associate/returns/${first.json().id}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(staff, 'POST', `/api/associate/returns/${first.json().id}/reject`, {
      reason: 'Party hats are not returnable once opened.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Party hats are not returnable once opened.',
    });
    const again = await call(staff, 'POST', `/api/associate/returns/${first.json().id}/approve`);
    expect(again.statusCode).toBe(409);
    expect((await returnableOf(ctx, owner, orderId)).lines[0]!.returnable).toBe(3);
  });

  it('lets two requests for the same units at once through only once (the order row is locked)', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['6.00', 4, 'Bunting']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const body = { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 3 }] };
    const both = await Promise.all([askReturn(ctx, owner, body), askReturn(ctx, owner, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json().error.message).toBe(
      'Bunting: at most 1 may still come back.',
    );
  });

  it('refuses an order not delivered, and one delivered before the window', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['5.00', 1]]);
    await deliveredDaysAgo(ctx, orderId, 31);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    expect(line!.returnable).toBe(0);
    const late = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 1 }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/^The return window for this order closed on /);

    await setSetting(ctx, 'return_window_days', '60');
    const inWindow = await askReturn(ctx, owner, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 1 }],
    });
    expect(inWindow.statusCode, inWindow.body).toBe(201);
    await setSetting(ctx, 'return_window_days', '30');

    const placed = await placeOrderFor(ctx, owner, methodId, [['5.00', 1]]);
    const items = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.orderId));
    const notDelivered = await askReturn(ctx, owner, {
      orderId: placed.orderId,
      lines: [{ orderItemId: items[0]!.id, quantity: 1 }],
    });
    expect(notDelivered.statusCode).toBe(400);
    expect(notDelivered.json().error.message).toBe('Only a delivered order can be returned.');
  });
});

describe('live refresh', () => {
  it("tells the associates and the company's open pages when a return is asked and decided, and no one else", async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['7.00', 2, 'Garland']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const desk = await openEventStream(baseUrl, staff.cookie);
    const colleague = await openEventStream(baseUrl, buyer.cookie);
    const stranger = await openEventStream(baseUrl, outsider.cookie);
    try {
      const created = (
        await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 1 }] })
      ).json();
      expect((await desk.waitFor((e) => e.event === 'return.changed')).data).toEqual({
        returnId: created.id,
        status: 'requested',
      });
      await call(staff, 'POST', `/api/associate/returns/${created.id}/approve`);
      const seen = await colleague.waitFor(
        (e) => e.event === 'return.changed' && (e.data as { status: string }).status === 'approved',
      );
      expect(seen.data).toEqual({ returnId: created.id, status: 'approved' });
      expect(stranger.events.some((e) => e.event === 'return.changed')).toBe(false);
    } finally {
      desk.close();
      colleague.close();
      stranger.close();
    }
  });
});

describe('crediting and retries', () => {
  it('credits the invoice up to what is open on it and refunds the rest', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['10.00', 3, 'Lanterns']], {
      paymentMethod: 'account',
    });
    // $40 invoice ($30 goods, $10 delivery) with $35 paid: $5 is open.
    await ctx.database.db
      .update(accountInvoices)
      .set({ paidAmount: '35.00' })
      .where(eq(accountInvoices.orderId, orderId));
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const created = (
      await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 2 }] })
    ).json();
    await call(staff, 'POST', `/api/associate/returns/${created.id}/approve`);
    const usedBefore = await creditUsed();
    const res = await call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, {
      lines: [{ orderItemId: line!.orderItemId, disposition: 'write_off' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().adjustmentNote).toMatchObject({
      totalAmount: 20,
      outcome: 'account_credit',
      creditedAmount: 5,
      refundedAmount: 15,
    });
    expect(Number(await creditUsed())).toBeCloseTo(Number(usedBefore) - 5, 2);
    const [invoice] = await ctx.database.db
      .select()
      .from(accountInvoices)
      .where(eq(accountInvoices.orderId, orderId));
    expect(invoice!.creditedAmount).toBe('5.00');
  });

  it('answers a retried request (same Idempotency-Key) with the first return', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['2.00', 5, 'Candles']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const body = { orderId, reason: 'faulty', lines: [{ orderItemId: line!.orderItemId, quantity: 5 }] };
    const key = { 'idempotency-key': `return-${orderId}` };
    const first = await callAs(ctx, owner, 'POST', '/api/partner/returns', body, key);
    const again = await callAs(ctx, owner, 'POST', '/api/partner/returns', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await ctx.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});

describe('who reaches returns', () => {
  it("answers another company's return and order with 404 on every partner route, a viewer with 403", async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['8.00', 2, 'Streamers']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const created = (
      await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 1 }] })
    ).json();
    const fileId = '00000000-0000-4000-8000-000000000000';
    const reads = [
      `/api/partner/returns/${created.id}`,
      `/api/partner/orders/${orderId}/returnable`,
      `/api/partner/returns/${created.id}/adjustment-note.pdf`,
      `/api/partner/returns/${created.id}/photos/${fileId}`,
    ];
    for (const url of reads) expect((await call(outsider, 'GET', url)).statusCode, url).toBe(404);
    const ask = await askReturn(ctx, outsider, {
      orderId,
      lines: [{ orderItemId: line!.orderItemId, quantity: 1 }],
    });
    expect(ask.statusCode).toBe(404);
    const photo = await ctx.app.inject({
      method: 'POST',
      url: `/api/partner/returns/${created.id}/photos`,
      ...withPhoto(outsider, sampleFiles.png(), 'carton.png', 'image/png'),
    });
    expect(photo.statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/partner/returns')).json().items).toEqual([]);

    for (const url of ['/api/partner/returns', ...reads])
      expect((await call(viewer, 'GET', url)).statusCode, url).toBe(403);
    expect((await askReturn(ctx, viewer, { orderId, lines: [] })).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/api/associate/returns/${created.id}/approve`)).statusCode).toBe(403);

    // A buyer sees the returns of the orders they placed, not the owner's.
    expect((await call(buyer, 'GET', `/api/partner/returns/${created.id}`)).statusCode).toBe(404);
    const list = (await call(owner, 'GET', '/api/partner/returns')).json();
    expect(list.items.map((r: { id: string }) => r.id)).toContain(created.id);
    const staffList = (await call(staff, 'GET', `/api/associate/returns?search=${created.number}`)).json();
    expect(staffList.items.map((r: { id: string }) => r.id)).toEqual([created.id]);
  });
});

describe('receiving', () => {
  it('two receipts at once restock once; the second is told it was already received', async () => {
    const {
      orderId,
      products: [balloons],
    } = await deliveredOrder(ctx, owner, staff, methodId, [['4.00', 5, 'Balloons']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const created = (
      await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 5 }] })
    ).json();
    await call(staff, 'POST', `/api/associate/returns/${created.id}/approve`);
    const before = await stockOf(balloons!.id);
    const body = { lines: [{ orderItemId: line!.orderItemId, disposition: 'restock' }] };
    const both = await Promise.all([
      call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, body),
      call(admin, 'POST', `/api/associate/returns/${created.id}/receive`, body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toBe(`Return ${created.number} was already received.`);
    expect(await stockOf(balloons!.id)).toBe(before + 5);
    const notes = await ctx.database.db
      .select()
      .from(adjustmentNotes)
      .where(eq(adjustmentNotes.returnId, created.id));
    // Paid by invoice, not on account: refunded whole.
    expect(notes).toMatchObject([
      { totalAmount: '20.00', gstAmount: '1.82', outcome: 'refund', refundedAmount: '20.00' },
    ]);
  });

  it('writes off without touching stock, and only an approved return is received, naming each line once', async () => {
    const {
      orderId,
      products: [cake],
    } = await deliveredOrder(ctx, owner, staff, methodId, [['9.00', 2, 'Cake Stand']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const created = (
      await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 1 }] })
    ).json();
    const body = { lines: [{ orderItemId: line!.orderItemId, disposition: 'write_off' }] };
    const early = await call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      `Return ${created.number} is requested; only an approved return can be received.`,
    );
    await call(staff, 'POST', `/api/associate/returns/${created.id}/approve`);
    const missing = await call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, {
      lines: [{ orderItemId: orderId, disposition: 'restock' }],
    });
    expect(missing.statusCode).toBe(400);
    const before = await stockOf(cake!.id);
    const done = await call(staff, 'POST', `/api/associate/returns/${created.id}/receive`, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().lines[0].disposition).toBe('write_off');
    expect(await stockOf(cake!.id)).toBe(before);
  });
});

function withPhoto(who: SignedIn, content: Buffer, name: string, type: string) {
  const body = multipartBody({}, [{ name, type, content }]);
  return { payload: body.payload, headers: { ...who.headers, ...body.headers } };
}

describe('photos', () => {
  it('takes JPEG, PNG or WebP within the size limit, at most five, and serves them back', async () => {
    const { orderId } = await deliveredOrder(ctx, owner, staff, methodId, [['3.00', 2, 'Napkins']]);
    const [line] = (await returnableOf(ctx, owner, orderId)).lines;
    const created = (
      await askReturn(ctx, owner, { orderId, lines: [{ orderItemId: line!.orderItemId, quantity: 1 }] })
    ).json();
    const url = `/api/partner/returns/${created.id}/photos`;
    const upload = (content: Buffer, name: string, type: string) =>
      ctx.app.inject({ method: 'POST', url, ...withPhoto(owner, content, name, type) });

    const pdf = await upload(sampleFiles.pdf(), 'carton.png', 'image/png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toContain('is not a JPEG, PNG or WebP image');

    await setSetting(ctx, 'max_file_size_mb', '1');
    const big = await upload(
      Buffer.concat([sampleFiles.png(), Buffer.alloc(1024 * 1024 + 10)]),
      'big.png',
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    await setSetting(ctx, 'max_file_size_mb', '10');

    for (let i = 0; i < 5; i++) {
      const ok = await upload(i % 2 ? sampleFiles.jpeg() : sampleFiles.png(), `carton-${i}.png`, 'image/png');
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const sixth = await upload(sampleFiles.png(), 'sixth.png', 'image/png');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe('A return holds at most 5 photos.');

    const detail = (await call(staff, 'GET', `/api/associate/returns/${created.id}`)).json();
    expect(detail.photos).toHaveLength(5);
    const photo = await call(owner, 'GET', `${url}/${detail.photos[0].fileId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const staffPhoto = await call(
      staff,
      'GET',
      `/api/associate/returns/${created.id}/photos/${detail.photos[0].fileId}`,
    );
    expect(staffPhoto.statusCode).toBe(200);
  });
});
