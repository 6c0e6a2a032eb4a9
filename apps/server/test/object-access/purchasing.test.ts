import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../src/db/schema/index.ts';
import { createProduct, createVendor, type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';
import { createPendingPo, paymentOf, shipmentOf } from '../purchasing/vendor-fixtures.ts';

/**
 * docs/product/vendor-portal.md: vendor data is the signed-in vendor's only. Vendor B gets 404 for every PO,
 * shipment, invoice and invoice PDF of vendor A, sees none of them listed, and changes nothing.
 */
let ctx: TestContext;
let vendorA: SignedIn;
let vendorB: SignedIn;
let pendingId: string;
let acceptedId: string;
let shipmentId: string;
let paymentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  vendorA = await signInAs(ctx, { role: 'vendor' });
  vendorB = await signInAs(ctx, { role: 'vendor' });
  const manager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
  const aId = await createVendor(ctx, vendorA, { companyName: 'Vendor A Pty Ltd' });
  await createVendor(ctx, vendorB, { companyName: 'Vendor B Pty Ltd' });
  const product = await createProduct(ctx, { name: 'Silver Streamers', stockQuantity: 5 });
  const line = { productId: product.id, productName: product.name, quantity: 10, unitPrice: '2.00' };
  pendingId = (await createPendingPo(ctx, aId, manager, [line])).id;
  acceptedId = (await createPendingPo(ctx, aId, manager, [line])).id;
  const accept = await call(ctx, vendorA, 'POST', `/api/vendor/purchase-orders/${acceptedId}/respond`, {
    decision: 'accept',
  });
  expect(accept.statusCode).toBe(200);
  shipmentId = (await shipmentOf(ctx, acceptedId))!.id;
  paymentId = (await paymentOf(ctx, acceptedId))!.id;
}, 60_000);
afterAll(() => ctx.close());

describe("vendor B and vendor A's purchasing rows", () => {
  it('lists none of them', async () => {
    for (const url of ['/api/vendor/purchase-orders', '/api/vendor/shipments', '/api/vendor/payments']) {
      const res = await call(ctx, vendorB, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([]);
    }
    const stats = (await call(ctx, vendorB, 'GET', '/api/vendor/payments')).json().stats;
    expect(stats.totalVolume).toBe('0.00');
  });

  it('gets 404 answering a PO, updating a shipment and downloading an invoice', async () => {
    const cases = [
      [
        'POST',
        `/api/vendor/purchase-orders/${pendingId}/respond`,
        { decision: 'accept' },
        'Purchase order not found',
      ],
      ['PATCH', `/api/vendor/shipments/${shipmentId}`, { status: 'delivered' }, 'Shipment not found'],
      ['GET', `/api/vendor/payments/${paymentId}/invoice`, undefined, 'Invoice not found'],
    ] as const;
    for (const [method, url, body, message] of cases) {
      const res = await call(ctx, vendorB, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
  });

  it("leaves vendor A's rows as they were", async () => {
    const [pending] = await ctx.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, pendingId));
    expect(pending!.status).toBe('pending');
    expect((await shipmentOf(ctx, acceptedId))!.status).toBe('preparing');
    const mine = await call(ctx, vendorA, 'GET', `/api/vendor/payments/${paymentId}/invoice`);
    expect(mine.statusCode).toBe(200);
  });
});
