import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders, vendorPayments, vendors } from '../../src/db/schema/index.ts';
import { enqueueEmail } from '../../src/domains/email/enqueue-email.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestContext } from '../helpers/test-app.ts';

/**
 * docs/product/vendor-portal.md: the vendor's notification switches are saved and obeyed when mail is sent. 'email' is
 * the master switch (every email but sign-in mail); payment, order and shipment stop mail of their kind.
 */
let ctx: MailTestContext;

beforeAll(async () => {
  ctx = await createMailTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const setPreferences = (who: SignedIn, body: Record<string, boolean>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/me/email-preferences',
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function mailTo(
  who: SignedIn,
  template: 'vendor_payment_paid' | 'purchase_order_raised' | 'sign_in_code',
) {
  const variables =
    template === 'vendor_payment_paid'
      ? {
          name: 'Val',
          companyName: 'Val Co',
          invoiceNumber: 'INV-000042',
          poNumber: 'PO-000042',
          amount: '120.50',
        }
      : template === 'purchase_order_raised'
        ? { name: 'Val', companyName: 'Val Co', poNumber: 'PO-000043', items: [], total: '10.00' }
        : { code: '123456' };
  await ctx.database.db.transaction((tx) =>
    enqueueEmail(tx, { to: who.user.email, userId: who.user.id, template, variables }),
  );
  return ctx.deliverMail();
}

const received = (who: SignedIn) => ctx.sink.messages.filter((m) => m.to.includes(who.user.email));

describe('vendor notification switches', () => {
  it('all default on, and each is saved', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/email-preferences',
      headers: vendor.headers,
    });
    expect(before.json()).toMatchObject({
      emailNotifications: true,
      orderNotifications: true,
      paymentNotifications: true,
      shipmentNotifications: true,
    });
    const saved = await setPreferences(vendor, { shipmentNotifications: false });
    expect(saved.json()).toMatchObject({ shipmentNotifications: false, paymentNotifications: true });
  });

  it('sends a payment email while payment is on, and none once the vendor switches payment off', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    expect((await mailTo(vendor, 'vendor_payment_paid')).sent).toBe(1);
    expect(received(vendor).map((m) => m.subject)).toEqual(['Invoice INV-000042 has been paid']);

    await setPreferences(vendor, { paymentNotifications: false });
    const report = await mailTo(vendor, 'vendor_payment_paid');
    expect(report).toMatchObject({ sent: 0, suppressed: 1 });
    expect(received(vendor)).toHaveLength(1);
    // Payment off stops payment mail only: a new purchase order still arrives.
    expect((await mailTo(vendor, 'purchase_order_raised')).sent).toBe(1);
  });

  it('finance marking an invoice paid mails the vendor only while its payment switch is on', async () => {
    const finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
    async function unpaidInvoice(who: SignedIn) {
      const [vendor] = await ctx.database.db
        .insert(vendors)
        .values({ userId: who.user.id, companyName: 'Paid Co', contactEmail: who.user.email })
        .returning({ id: vendors.id });
      const [po] = await ctx.database.db
        .insert(purchaseOrders)
        .values({ vendorId: vendor!.id, status: 'accepted', totalAmount: '88.00' })
        .returning({ id: purchaseOrders.id });
      const [payment] = await ctx.database.db
        .insert(vendorPayments)
        .values({ vendorId: vendor!.id, purchaseOrderId: po!.id, amount: '88.00', dueDate: '2026-12-31' })
        .returning({ id: vendorPayments.id, invoiceNumber: vendorPayments.invoiceNumber });
      return payment!;
    }
    const markPaid = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/associate/vendor-payments/${id}/paid`,
        headers: { ...finance.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ paymentMethod: 'bank_transfer', paymentReference: 'EFT-1001' }),
      });
    const drain = () => ctx.deliverMail();

    const quiet = await signInAs(ctx, { role: 'vendor' });
    await setPreferences(quiet, { paymentNotifications: false });
    expect((await markPaid((await unpaidInvoice(quiet)).id)).statusCode).toBe(200);
    expect(await drain()).toMatchObject({ sent: 0, suppressed: 1 });
    expect(received(quiet)).toEqual([]);

    const listening = await signInAs(ctx, { role: 'vendor' });
    const invoice = await unpaidInvoice(listening);
    expect((await markPaid(invoice.id)).statusCode).toBe(200);
    expect((await drain()).sent).toBe(1);
    expect(received(listening).map((m) => m.subject)).toEqual([
      `Invoice ${invoice.invoiceNumber} has been paid`,
    ]);
  });

  it('sends nothing but sign-in mail once the email master switch is off', async () => {
    const vendor = await signInAs(ctx, { role: 'vendor' });
    await setPreferences(vendor, { emailNotifications: false });
    expect(await mailTo(vendor, 'purchase_order_raised')).toMatchObject({ sent: 0, suppressed: 1 });
    expect(await mailTo(vendor, 'vendor_payment_paid')).toMatchObject({ sent: 0, suppressed: 1 });
    expect((await mailTo(vendor, 'sign_in_code')).sent).toBe(1);
    expect(received(vendor)).toHaveLength(1);
  });
});
