import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderQuotePdf } from '../../src/domains/quotes/render-quote-pdf.ts';
import { createProduct, createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { pdfText, placeOrderFor } from '../orders/staff-fixtures.ts';
import { createPendingPo, paymentOf } from '../purchasing/vendor-fixtures.ts';

/**
 * Stored XSS, the PDF side (issue 17 item 3): what a user typed (their name and company, a shipping
 * name and address, a quote's customer, a vendor's company and address) is printed on tax invoices,
 * quotes, vendor invoices and reports. A PDF runs
 * no markup, but it must print the typed characters literally and still be a whole document.
 * Each payload is short and has no spaces, so the text never wraps across lines of the PDF.
 */
const NAME = '<script>Ann</script>';
const COMPANY = '"><svg/onload=1>Co';
const SHIP_NAME = '<img/src=x>Ship';
const SHIP_ADDRESS = "1<b>St</b>'&amp;";

let ctx: TestContext;
let finance: SignedIn;
let admin: SignedIn;
let partner: SignedIn;
let orderId = '';

beforeAll(async () => {
  ctx = await createTestApp();
  const standard = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95' });
  finance = await signInAs(ctx, { role: 'associate', associateRole: 'finance' });
  admin = await signInAs(ctx, { isAdmin: true });
  partner = await signInAs(ctx);
  // The partner types the markup into their own profile, as the Profile and Business tabs send it.
  const profile = await call(ctx, partner, 'PATCH', '/api/me/profile', { name: NAME, companyName: COMPANY });
  expect(profile.statusCode, profile.body).toBe(200);
  ({ orderId } = await placeOrderFor(ctx, partner, standard.id, [['12.50', 2, 'Gold Foil Balloons']], {
    shipping: { name: SHIP_NAME, address: SHIP_ADDRESS, city: 'Fitzroy', state: 'VIC', postalCode: '3065' },
  }));
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

function expectWholePdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
}

/** Downloads a PDF as `who`, checks it is a whole PDF, and returns the lines of text it shows. */
async function pdfLinesFor(who: SignedIn, url: string) {
  const res = await call(ctx, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expectWholePdf(res.rawPayload);
  return pdfText(res.rawPayload).split('\n');
}

describe('markup typed by users is printed literally on PDFs', () => {
  it('the GST tax invoice, for the partner and for staff', async () => {
    for (const [who, url] of [
      [partner, `/api/partner/orders/${orderId}/invoice`],
      [finance, `/api/associate/orders/${orderId}/invoice`],
    ] as const) {
      const lines = await pdfLinesFor(who, url);
      // Company first on the bill-to block, the person's name under it, then the ship-to block.
      for (const typed of [COMPANY, NAME, SHIP_NAME, SHIP_ADDRESS]) expect(lines).toContain(typed);
      expect(lines).toContain('Tax Invoice');
    }
  });

  it("a vendor's tax invoice to Party Central, for the vendor and for finance", async () => {
    const vendorUser = await signInAs(ctx, { role: 'vendor' });
    const vendorId = await createVendor(ctx, vendorUser);
    // The vendor types the markup into their Profile tab, which the invoice names them by.
    const vendorCompany = '<b>Balloon</b>Works';
    const vendorAddress = '2<i>Lane</i>"&lt;';
    const saved = await call(ctx, vendorUser, 'PUT', '/api/vendor/profile', {
      companyName: vendorCompany,
      contactEmail: vendorUser.user.email,
      businessAddress: vendorAddress,
      abn: '51824753556',
      paymentTermsDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await createProduct(ctx, { name: '<em>Star</em>Balloon', stockQuantity: 50 });
    const po = await createPendingPo(ctx, vendorId, finance, [
      { productId: product.id, productName: product.name, quantity: 4, unitPrice: '2.50' },
    ]);
    const accepted = await call(ctx, vendorUser, 'POST', `/api/vendor/purchase-orders/${po.id}/respond`, {
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const payment = (await paymentOf(ctx, po.id))!;
    for (const [who, url] of [
      [vendorUser, `/api/vendor/payments/${payment.id}/invoice`],
      [finance, `/api/associate/vendor-payments/${payment.id}/invoice`],
    ] as const) {
      const lines = await pdfLinesFor(who, url);
      for (const typed of [vendorCompany, vendorAddress, product.name]) expect(lines).toContain(typed);
      expect(lines).toContain('$10.00');
    }
  });

  it('the admin sales-by-partner report PDF', async () => {
    const res = await call(ctx, admin, 'GET', '/api/admin/reports/file?report=sales-by-partner&format=pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expectWholePdf(res.rawPayload);
    const text = pdfText(res.rawPayload);
    // Its partner column shows the company or the name the partner typed, as typed.
    expect(text.includes(COMPANY) || text.includes(NAME)).toBe(true);
  });

  it('the quote PDF sent to a customer', async () => {
    const pdf = await renderQuotePdf({
      quoteNumber: 'Q-2026-0001',
      title: '<h1>Party</h1>',
      customerName: NAME,
      companyName: COMPANY,
      customerEmail: 'ann@example.com',
      issuedOn: '2026-11-26',
      validUntil: '2026-12-26',
      lines: [{ productName: '<u>Balloons</u>', quantity: 3, priceCents: 1250 }],
      subtotalCents: 3750,
      discountCents: 0,
      deliveryCents: 0,
      promoCode: null,
    });
    expectWholePdf(pdf);
    const lines = pdfText(pdf).split('\n');
    for (const typed of ['<h1>Party</h1>', NAME, COMPANY, '<u>Balloons</u>']) expect(lines).toContain(typed);
    expect(lines).toContain('$37.50');
  });
});
