import { randomUUID } from 'node:crypto';
import { addDays, businessDay, type QuoteRequestInput } from '@party/shared';
import { products } from '../../src/db/schema/index.ts';
import { randomIp } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';

/** A catalogue product written straight into the database (the catalogue has its own tests). */
export async function createProduct(ctx: Pick<TestContext, 'database'>, price = '12.50', name?: string) {
  const slug = `test-product-${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db
    .insert(products)
    .values({ name: name ?? `Gold Foil Balloons ${slug.slice(-4)}`, slug, price, category: 'balloons' })
    .returning({ id: products.id, name: products.name, price: products.price });
  return row!;
}

export function quoteBody(
  product: { id: string; name: string },
  overrides: Partial<QuoteRequestInput> = {},
): QuoteRequestInput {
  return {
    customerName: 'Sarah Mitchell',
    customerEmail: `sarah-${randomUUID().slice(0, 8)}@example.com.au`,
    companyName: 'Mitchell Events',
    phone: '0412 345 678',
    eventDate: addDays(businessDay(), 30),
    deliveryAddress: '12 Smith Street, Fitzroy VIC 3065',
    specialRequirements: '',
    items: [{ productId: product.id, productName: product.name, quantity: 20, price: 1 }],
    ...overrides,
  };
}

/** POST /api/store/quotes as an anonymous visitor from its own address (so limits do not collide). */
export function postQuote(
  ctx: Pick<TestContext, 'app'>,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/store/quotes',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    payload: JSON.stringify(body),
  });
}
