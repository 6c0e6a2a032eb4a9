import { randomUUID } from 'node:crypto';
import { priceOrder, unitPrice } from '@party/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { companyOf } from '../helpers/companies.ts';
import { callAs, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { checkout, checkoutBody, createDeliveryMethod } from '../orders/order-fixtures.ts';
import { createPriceList, createWholesaleProduct } from './pricing-fixtures.ts';

// docs/decisions/0020-wholesale-pricing.md §1: everything priced the same way everywhere. For any
// list price, breaks, price-list entry, pack size and promo (none, PARTY20, a campaign), the cart,
// the checkout summary and the placed order agree, each line is the shared rule's price, and the
// total is the lines' sum less the discount plus delivery.

let ctx: TestContext;
let methodId: string;
let campaignCode: string;

beforeAll(async () => {
  ctx = await createTestApp();
  methodId = (await createDeliveryMethod(ctx, { cost: '9.95' })).id;
  campaignCode = `BULK${randomUUID().slice(0, 4).toUpperCase()}`;
  await ctx.database.db.insert(campaigns).values({
    name: 'Bulk week',
    discountType: 'percentage',
    discountValue: '12.5',
    startDate: new Date(Date.now() - 86_400_000),
    endDate: new Date(Date.now() + 86_400_000),
    status: 'active',
    approvalStatus: 'approved',
    promoCode: campaignCode,
  });
}, 60_000);
afterAll(() => ctx.close());

const lineArbitrary = fc.record({
  listCents: fc.integer({ min: 1, max: 20_000 }),
  packSize: fc.constantFrom(1, 6, 12),
  packs: fc.integer({ min: 1, max: 8 }),
  // Up to two breaks, each below the list price and the one before it.
  breaks: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 2 }),
  entry: fc.oneof(
    fc.constant(null),
    fc.record({ percentOff: fc.integer({ min: 1, max: 90 }) }),
    fc.record({ fixedShare: fc.integer({ min: 10, max: 120 }) }),
  ),
});
type LineCase = typeof lineArbitrary extends fc.Arbitrary<infer T> ? T : never;

const dollars = (cents: number) => (cents / 100).toFixed(2);

async function stockLine(line: LineCase) {
  const tiers: [number, string][] = [];
  let price = line.listCents;
  line.breaks.forEach((cut, i) => {
    price = Math.max(0, price - Math.ceil((price * cut) / 100));
    tiers.push([line.packSize * (i + 2) * 2, dollars(price)]);
  });
  const product = await createWholesaleProduct(ctx, {
    price: dollars(line.listCents),
    packSize: line.packSize,
    tiers,
    stock: 10_000,
  });
  const entry =
    line.entry === null
      ? null
      : 'percentOff' in line.entry
        ? { percentOff: line.entry.percentOff }
        : { fixedCents: Math.round((line.listCents * line.entry.fixedShare) / 100) };
  const quantity = line.packSize * line.packs;
  const expected = unitPrice({
    listCents: line.listCents,
    tiers: tiers.map(([minQuantity, p]) => ({ minQuantity, unitCents: Math.round(Number(p) * 100) })),
    listEntry: entry,
    quantity,
  }).unitCents;
  const item = !entry
    ? null
    : 'percentOff' in entry
      ? { productId: product.id, percentOff: String(entry.percentOff) }
      : { productId: product.id, fixedPrice: dollars(entry.fixedCents) };
  return { product, quantity, expected, item };
}

describe('checkout prices as the rule says, under every combination', () => {
  it('cart, summary and order agree; the total is Σ lines − discount + delivery', async () => {
    await fc.assert(
      fc.asyncProperty(
        lineArbitrary,
        lineArbitrary,
        fc.constantFrom<'none' | 'PARTY20' | 'campaign'>('none', 'PARTY20', 'campaign'),
        async (first, second, promo) => {
          const buyer = await signInAs(ctx, { role: 'partner' });
          const companyId = await companyOf(ctx, buyer.user.id);
          const lines = [await stockLine(first), await stockLine(second)];
          const items = lines.flatMap((l) => (l.item ? [l.item] : []));
          if (items.length > 0) await createPriceList(ctx, { to: { companyId }, items });
          for (const line of lines) {
            const added = await callAs(ctx, buyer, 'POST', '/api/partner/cart/items', {
              productId: line.product.id,
              quantity: line.quantity,
            });
            expect(added.statusCode, added.body).toBe(201);
          }
          const promoCode = promo === 'PARTY20' ? 'PARTY20' : promo === 'campaign' ? campaignCode : undefined;
          const query = `deliveryMethodId=${methodId}${promoCode ? `&promoCode=${promoCode}` : ''}`;
          const summary = (await callAs(ctx, buyer, 'GET', `/api/partner/checkout/summary?${query}`)).json();
          const placed = await checkout(ctx, buyer, checkoutBody(methodId, promoCode ? { promoCode } : {}));
          expect(placed.statusCode, placed.body).toBe(201);
          const stored = (
            (await ctx.database.db.execute(sql`select o.total_amount::text as total, o.discount_amount::text as discount,
              o.delivery_cost::text as delivery, i.product_id, i.quantity, i.price_per_unit::text as price
              from orders o join order_items i on i.order_id = o.id where o.id = ${placed.json().orderId}`)) as unknown as {
              rows: {
                total: string;
                discount: string;
                delivery: string;
                product_id: string;
                quantity: number;
                price: string;
              }[];
            }
          ).rows;
          const cents = (text: string) => Math.round(Number(text) * 100);
          for (const line of lines)
            expect(cents(stored.find((r) => r.product_id === line.product.id)!.price)).toBe(line.expected);
          const goods = stored.reduce((sum, r) => sum + cents(r.price) * r.quantity, 0);
          const order = stored[0]!;
          expect(cents(order.total)).toBe(goods - cents(order.discount) + cents(order.delivery));
          const percent = promo === 'PARTY20' ? 20 : promo === 'campaign' ? 12.5 : 0;
          const expected = priceOrder(
            lines.map((l) => ({ priceCents: l.expected, quantity: l.quantity })),
            995,
            percent ? { kind: 'percent', percent } : null,
          );
          expect(cents(order.total)).toBe(expected.totalCents);
          expect(Math.round(summary.total * 100)).toBe(expected.totalCents);
          expect(Math.round(placed.json().total * 100)).toBe(expected.totalCents);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
