import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  orders,
  partnerCreditLimits,
  products,
  purchaseOrders,
  quotes,
  reviews,
  supportTickets,
  users,
  vendorPayments,
  vendorProducts,
  vendors,
  wishlists,
} from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';
import { expectRefused } from './db-errors.ts';

let testDb: TestDatabase;
const db = () => testDb.database.db;
let productSeq = 0;

async function newProduct(stockQuantity = 10) {
  productSeq += 1;
  const [row] = await db()
    .insert(products)
    .values({
      name: `Test Balloons ${productSeq}`,
      slug: `test-balloons-${productSeq}`,
      price: '9.95',
      category: 'balloons',
      stockQuantity,
    })
    .returning();
  if (!row) throw new Error('no product');
  return row;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

/** A new partner's id and company, for rows a partner owns. */
async function partnerRefs() {
  const partner = await createUser(testDb);
  return { partnerId: partner.id, companyId: companyIdOf(partner.id) };
}

describe('the database protects the data', () => {
  it('never lets stock go below zero', async () => {
    const product = await newProduct(3);
    // The guarded update checkout uses: taking 5 of 3 changes nothing.
    const taken = await db()
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 5` })
      .where(and(eq(products.id, product.id), gte(products.stockQuantity, 5)))
      .returning({ id: products.id });
    expect(taken).toEqual([]);
    // Even an unguarded update is refused.
    await expectRefused(
      db().update(products).set({ stockQuantity: -2 }).where(eq(products.id, product.id)),
      'products_stock_quantity_non_negative',
    );
    const [after] = await db()
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after?.stock).toBe(3);
  });

  it('refuses unknown categories and themes, and negative prices', async () => {
    const base = { name: 'Odd', price: '1.00', category: 'balloons' as const };
    await expectRefused(
      db()
        .insert(products)
        .values({ ...base, slug: 'odd-1', category: 'fireworks' as 'balloons' }),
      'products_category_valid',
    );
    await expectRefused(
      db()
        .insert(products)
        .values({ ...base, slug: 'odd-2', themes: ['halloween' as 'general'] }),
      'products_themes_valid',
    );
    await expectRefused(
      db()
        .insert(products)
        .values({ ...base, slug: 'odd-3', price: '-1.00' }),
      'products_price_non_negative',
    );
    await expectRefused(
      db()
        .insert(products)
        .values({ ...base, slug: (await newProduct()).slug }),
      'products_slug_unique',
    );
  });

  it('keeps one wishlist row and one cart line per user and product', async () => {
    const user = await createUser(testDb);
    const product = await newProduct();
    await db().insert(wishlists).values({ userId: user.id, productId: product.id });
    await expectRefused(
      db().insert(wishlists).values({ userId: user.id, productId: product.id }),
      'wishlists_user_product_unique',
    );
    await db().insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 });
    await expectRefused(
      db().insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 }),
      'cart_items_user_product_unique',
    );
    await expectRefused(
      db().update(cartItems).set({ quantity: 0 }).where(eq(cartItems.userId, user.id)),
      'cart_items_quantity_positive',
    );
  });

  it('keeps one review per user per product, rated 1 to 5', async () => {
    const user = await createUser(testDb);
    const product = await newProduct();
    const review = { userId: user.id, productId: product.id, title: 'Great', comment: 'Lovely colours' };
    await expectRefused(
      db()
        .insert(reviews)
        .values({ ...review, rating: 6 }),
      'reviews_rating_range',
    );
    await db()
      .insert(reviews)
      .values({ ...review, rating: 5 });
    await expectRefused(
      db()
        .insert(reviews)
        .values({ ...review, rating: 4 }),
      'reviews_user_product_unique',
    );
  });

  it('holds one credit limit per company and works out what is available', async () => {
    const partner = await createUser(testDb);
    const [limit] = await db()
      .insert(partnerCreditLimits)
      .values({
        companyId: companyIdOf(partner.id),
        approvedLimit: '5000.00',
        usedAmount: '1250.50',
      })
      .returning();
    expect(limit?.availableAmount).toBe('3749.50');
    expect(limit?.paymentTerms).toBe('net_30');
    await expectRefused(
      db()
        .insert(partnerCreditLimits)
        .values({ companyId: companyIdOf(partner.id), approvedLimit: '9000.00' }),
      'partner_credit_limits_company_id_unique',
    );
    await expectRefused(
      db()
        .insert(partnerCreditLimits)
        .values({ companyId: (await partnerRefs()).companyId, approvedLimit: '100.00', creditScore: 101 }),
      'partner_credit_limits_score_range',
    );
  });

  it('lets a vendor offer a product only once', async () => {
    const vendorUser = await createUser(testDb, { role: 'vendor' });
    const [vendor] = await db()
      .insert(vendors)
      .values({ userId: vendorUser.id, companyName: 'Test Supplies', contactEmail: vendorUser.email })
      .returning();
    const product = await newProduct();
    const offer = { vendorId: vendor?.id ?? '', productId: product.id, vendorPrice: '4.20' };
    const [first] = await db().insert(vendorProducts).values(offer).returning();
    expect(first?.minimumOrderQuantity).toBe(1);
    expect(first?.leadTimeDays).toBe(7);
    expect(first?.isAvailable).toBe(true);
    await expectRefused(db().insert(vendorProducts).values(offer), 'vendor_products_vendor_product_unique');
  });

  it('numbers tickets TCK-000001, TCK-000002, … in the order they are created', async () => {
    const user = await createUser(testDb);
    const numbers: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const [ticket] = await db()
        .insert(supportTickets)
        .values({ title, description: 'Help please', submitterId: user.id })
        .returning({ ticketNumber: supportTickets.ticketNumber });
      numbers.push(ticket?.ticketNumber ?? '');
    }
    expect(numbers).toEqual(['TCK-000001', 'TCK-000002', 'TCK-000003']);
  });

  it('numbers quotes, purchase orders and invoices from their own sequences', async () => {
    const [quote] = await db()
      .insert(quotes)
      .values({ title: 'Gala', customerName: 'Ann Lee', customerEmail: 'ann@example.com' })
      .returning();
    expect(quote?.quoteNumber).toBe('QT-000001');
    expect(quote?.status).toBe('draft');
    const vendorUser = await createUser(testDb, { role: 'vendor' });
    const [vendor] = await db()
      .insert(vendors)
      .values({ userId: vendorUser.id, companyName: 'Numbers Pty Ltd', contactEmail: vendorUser.email })
      .returning();
    const vendorId = vendor?.id ?? '';
    const [po] = await db().insert(purchaseOrders).values({ vendorId, totalAmount: '120.00' }).returning();
    expect(po?.poNumber).toBe('PO-000001');
    const [invoice] = await db()
      .insert(vendorPayments)
      .values({ vendorId, purchaseOrderId: po?.id ?? '', amount: '120.00', dueDate: '2030-01-31' })
      .returning();
    expect(invoice?.invoiceNumber).toBe('INV-000001');
  });

  it('keeps a partner who has orders: orders are never deleted with their buyer', async () => {
    const partner = await createUser(testDb);
    await db()
      .insert(orders)
      .values({ partnerId: partner.id, companyId: companyIdOf(partner.id), totalAmount: '10.00' });
    await expectRefused(db().delete(users).where(eq(users.id, partner.id)), 'orders_partner_id_users_id_fk');
    const [order] = await db()
      .select({ country: orders.shippingCountry, status: orders.status })
      .from(orders)
      .where(eq(orders.partnerId, partner.id));
    expect(order).toEqual({ country: 'Australia', status: 'pending' });
  });

  it('finds products whose name or description contains the text, in any case', async () => {
    await db().insert(products).values({
      name: 'Glitter Unicorn Piñata',
      slug: 'glitter-unicorn-pinata',
      description: 'Sparkly centrepiece',
      price: '29.95',
      category: 'party-essentials',
    });
    const found = await db()
      .select({ slug: products.slug })
      .from(products)
      .where(sql`${products.description} ilike '%PARKL%'`);
    expect(found).toEqual([{ slug: 'glitter-unicorn-pinata' }]);
  });
});

describe('generated SKUs', () => {
  it('keep every digit past the millionth product, so each is new', async () => {
    await db().execute(sql`select setval('product_sku_seq', 999998)`);
    const skus = [(await newProduct()).sku, (await newProduct()).sku, (await newProduct()).sku];
    expect(skus).toEqual(['PC-999999', 'PC-1000000', 'PC-1000001']);
  });
});
