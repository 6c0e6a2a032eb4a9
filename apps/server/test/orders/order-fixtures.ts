import { randomUUID } from 'node:crypto';
import type { CheckoutInput } from '@party/shared';
import { deliveryMethods, partnerCreditLimits, products } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { callAs as call, type SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

/** A catalogue product with stock, written straight into the database. */
export async function createStockedProduct(
  ctx: Pick<TestContext, 'database'>,
  opts: { price?: string; stock?: number; name?: string; category?: 'balloons' | 'tableware' } = {},
) {
  const slug = `order-product-${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      name: opts.name ?? `Confetti Balloons ${slug.slice(-4)}`,
      slug,
      price: opts.price ?? '12.50',
      category: opts.category ?? 'balloons',
      stockQuantity: opts.stock ?? 100,
    })
    .returning({ id: products.id, name: products.name, price: products.price });
  return row!;
}

export async function createDeliveryMethod(
  ctx: Pick<TestContext, 'database'>,
  opts: { name?: string; cost?: string; sortOrder?: number; isActive?: boolean } = {},
) {
  const [row] = await ctx.database.db
    .insert(deliveryMethods)
    .values({
      name: opts.name ?? `Standard ${randomUUID().slice(0, 6)}`,
      estimatedDays: '3-5 business days',
      baseCost: opts.cost ?? '9.95',
      sortOrder: opts.sortOrder ?? 0,
      isActive: opts.isActive ?? true,
    })
    .returning({ id: deliveryMethods.id, name: deliveryMethods.name });
  return row!;
}

export async function giveCredit(
  ctx: Pick<TestContext, 'database'>,
  partnerId: string,
  approvedLimit: string,
  status: 'active' | 'suspended' = 'active',
) {
  await ctx.database.db
    .insert(partnerCreditLimits)
    .values({ companyId: companyIdOf(partnerId), approvedLimit, status });
}

/** The one signed-in request helper (helpers/factories.ts), under the name the order tests use. */
export { call };

export async function addToCart(
  ctx: Pick<TestContext, 'app'>,
  who: SignedIn,
  productId: string,
  quantity: number,
) {
  const res = await call(ctx, who, 'POST', '/api/partner/cart/items', { productId, quantity });
  if (res.statusCode !== 201) throw new Error(`add to cart failed: ${res.body}`);
}

export function checkoutBody(
  deliveryMethodId: string,
  overrides: Partial<CheckoutInput> = {},
): CheckoutInput {
  return {
    deliveryMethodId,
    shipping: {
      name: 'Sarah Mitchell',
      address: '12 Smith Street',
      city: 'Fitzroy',
      state: 'VIC',
      postalCode: '3065',
    },
    deliveryNotes: 'Leave at the loading dock.',
    paymentMethod: 'invoice',
    ...overrides,
  };
}

export function checkout(
  ctx: Pick<TestContext, 'app'>,
  who: SignedIn,
  body: unknown,
  idempotencyKey?: string,
) {
  return call(
    ctx,
    who,
    'POST',
    '/api/partner/checkout',
    body,
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  );
}
