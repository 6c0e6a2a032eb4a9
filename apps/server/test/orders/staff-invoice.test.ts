import { storeBusiness } from '@party/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, emailPreferences } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod } from './order-fixtures.ts';
import { pdfText, placeOrderFor, setStatus } from './staff-fixtures.ts';

let ctx: MailTestContext;
let standard: { id: string };
let finance: SignedIn;

beforeAll(async () => {
  ctx = await createMailTestApp();
  standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const drain = () => ctx.deliverMail();

async function businessPartner(name: string, companyName: string, abn: string) {
  const partner = await signInAs(ctx, { name });
  await ctx.database.db
    .update(companies)
    .set({ name: companyName, abn })
    .where(eq(companies.id, companyIdOf(partner.user.id)));
  return partner;
}

describe('order emails and tax invoices', () => {
  it('requires authentication for an invoice, and refuses vendors', async () => {
    const partner = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [['1.00', 1]]);
    for (const url of [`/api/partner/orders/${orderId}/invoice`, `/api/associate/orders/${orderId}/invoice`])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await call(ctx, vendor, 'GET', `/api/associate/orders/${orderId}/invoice`)).statusCode).toBe(403);
    expect((await call(ctx, partner, 'GET', `/api/associate/orders/${orderId}/invoice`)).statusCode).toBe(
      403,
    );
  });

  it('emails the partner each status change, unless they turned order emails off', async () => {
    const keen = await signInAs(ctx, { name: 'Keen Kim' });
    const quiet = await signInAs(ctx, { name: 'Quiet Quinn' });
    await ctx.database.db
      .insert(emailPreferences)
      .values({ userId: quiet.user.id, orderNotifications: false })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { orderNotifications: false } });
    const a = await placeOrderFor(ctx, keen, standard.id, [['10.00', 1]]);
    const b = await placeOrderFor(ctx, quiet, standard.id, [['10.00', 1]]);
    await setStatus(ctx, finance, a.orderId, 'shipped', 'Tracking ST999');
    await setStatus(ctx, finance, b.orderId, 'shipped');
    await drain();

    const mail = await ctx.sink.waitForMail(
      (m) => m.to.includes(keen.user.email) && m.subject.startsWith(`Order ${a.orderId.slice(0, 8)}`),
    );
    expect(mail.subject).toBe(`Order ${a.orderId.slice(0, 8)} is now shipped`);
    expect(mail.text).toContain('Hi Keen Kim,');
    expect(mail.text).toContain(`The status of your order ${a.orderId.slice(0, 8)} has changed to Shipped.`);
    expect(mail.text).toContain('Note from our team: Tracking ST999');
    expect(mail.html).toContain(`/partner/orders?order=${a.orderId}`);

    const quietRows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, quiet.user.id));
    const update = quietRows.find((r) => r.template === 'order_status_update');
    expect(update).toMatchObject({
      status: 'suppressed',
      lastError: 'The recipient turned off order emails',
    });
    expect(
      ctx.sink.messages.some((m) => m.to.includes(quiet.user.email) && m.subject.includes('is now')),
    ).toBe(false);
  });

  it('gives staff and the partner a GST tax invoice: seller and buyer ABN, lines, GST as 1/11 of the total', async () => {
    const partner = await businessPartner('Sarah Mitchell', 'Bright Sparks Events', '51824753556');
    // 3 × $12.50 + 2 × $4.00 + $9.95 delivery = $55.45; GST = 55.45 / 11 = $5.04.
    const { orderId } = await placeOrderFor(ctx, partner, standard.id, [
      ['12.50', 3, 'Gold Foil Balloons'],
      ['4.00', 2, 'Paper Plates'],
    ]);
    const invoiceNumber = `INV-${orderId.slice(0, 8).toUpperCase()}`;
    for (const [who, url] of [
      [finance, `/api/associate/orders/${orderId}/invoice`],
      [partner, `/api/partner/orders/${orderId}/invoice`],
    ] as const) {
      const res = await call(ctx, who, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="tax-invoice-${invoiceNumber}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Tax Invoice');
      expect(text).toContain(storeBusiness.legalName);
      expect(text).toContain(`ABN ${storeBusiness.abn}`);
      expect(text).toContain('Bright Sparks Events');
      expect(text).toContain('ABN 51 824 753 556');
      expect(text).toContain(invoiceNumber);
      expect(text).toContain('Gold Foil Balloons');
      expect(text).toContain('$37.50');
      expect(text).toContain('$55.45');
      expect(text).toContain('GST included (1/11 of total)');
      expect(text).toContain('$5.04');
      expect(text).toMatch(
        /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
      );
    }
  });

  it('answers 404 for another partner’s invoice, or an order that does not exist', async () => {
    const owner = await signInAs(ctx);
    const other = await signInAs(ctx);
    const { orderId } = await placeOrderFor(ctx, owner, standard.id, [['1.00', 1]]);
    const res = await call(ctx, other, 'GET', `/api/partner/orders/${orderId}/invoice`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
    const missing = await call(
      ctx,
      finance,
      'GET',
      '/api/associate/orders/00000000-0000-4000-8000-000000000000/invoice',
    );
    expect(missing.statusCode).toBe(404);
  });
});
