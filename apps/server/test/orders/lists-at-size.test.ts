import { LIST_COUNT_CAP } from '@party/shared/paging/paging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUpTo } from '../../src/db/count-up-to.ts';
import { uuidPrefixRange } from '../../src/db/like.ts';
import { companies, orders, profiles, users } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../../src/domains/companies/company-membership.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call, createDeliveryMethod } from './order-fixtures.ts';
import { placeOrderFor } from './staff-fixtures.ts';

// Issue 32 item 2: the order lists answer from indexes at a million orders. These check that every
// path of the staff search still finds its order, and that counts stop at the cap.

let ctx: TestContext;
let method: { id: string };
let sales: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  method = await createDeliveryMethod(ctx, { name: 'Standard Delivery', cost: '9.95' });
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  admin = await signInAs(ctx, { role: null, isAdmin: true });
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const idsOf = (body: { items: { id: string }[] }) => body.items.map((o) => o.id);

describe('staff order search at size', () => {
  it('finds an order by id prefix, company, member name, member email, profile name and item name, on both lists', async () => {
    const partner = await signInAs(ctx, { name: 'Ottoline Platypus', email: 'ottoline.p@example.com' });
    const { orderId } = await placeOrderFor(ctx, partner, method.id, [['6.00', 1, 'Capybara Confetti']]);
    await db()
      .update(companies)
      .set({ name: 'Numbat Hire (Albury)' })
      .where(eq(companies.id, companyIdOf(partner.user.id)));
    await db().update(profiles).set({ name: 'Ottie Quoll' }).where(eq(profiles.id, partner.user.id));
    // Another order that none of the searches below should find.
    await placeOrderFor(ctx, await signInAs(ctx), method.id, [['2.00', 1, 'Plain Plates']]);

    const searches = [
      orderId.slice(0, 8), // the order number
      orderId.slice(0, 8).toUpperCase(),
      orderId.slice(0, 13), // past the first dash
      orderId, // the whole id
      'numbat hire', // company
      'LINE PLATY', // member's account name (users), mid-word
      'ottoline.p@exam', // member's email
      'ottie quoll', // member's profile name
      'capybara conf', // item name on the lines
    ];
    for (const base of ['/api/associate/orders', '/api/admin/orders']) {
      const who = base.includes('admin') ? admin : sales;
      for (const search of searches) {
        const res = await call(ctx, who, 'GET', `${base}?search=${encodeURIComponent(search)}`);
        expect(res.statusCode, search).toBe(200);
        expect(idsOf(res.json()), search).toEqual([orderId]);
        expect(res.json(), search).toMatchObject({ total: 1 });
        expect(res.json().totalCapped, search).toBeUndefined();
      }
    }
    // A status that the order is not in finds nothing on any path; its own finds it.
    const shipped = await call(ctx, sales, 'GET', '/api/associate/orders?search=capybara&status=shipped');
    expect(shipped.json()).toMatchObject({ items: [], total: 0 });
    const pending = await call(ctx, sales, 'GET', '/api/associate/orders?search=numbat&status=pending');
    expect(idsOf(pending.json())).toEqual([orderId]);
    // Wildcards and text that cannot be an id are searched as text, not errors.
    for (const search of ['%', '_', 'zz-zz', `${orderId}0`]) {
      const res = await call(ctx, sales, 'GET', `/api/associate/orders?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.json().total, search).toBe(0);
    }
  });

  it('reads an order number as a range of ids only where the text can start an id', () => {
    expect(uuidPrefixRange('ED21b5')).toEqual({
      from: 'ed21b500-0000-0000-0000-000000000000',
      to: 'ed21b5ff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(uuidPrefixRange('ed21b542-0')).toEqual({
      from: 'ed21b542-0000-0000-0000-000000000000',
      to: 'ed21b542-0fff-ffff-ffff-ffffffffffff',
    });
    for (const text of ['', 'wanda', 'ed21b5420', 'ed21-', `${'a'.repeat(8)}-${'b'.repeat(4)}-`.repeat(3)]) {
      expect(uuidPrefixRange(text), text).toBeNull();
    }
  });
});

describe('counts up to the cap', () => {
  it('stops the staff and partner counts past LIST_COUNT_CAP and says so, pages still exact', async () => {
    const partner = await signInAs(ctx, { name: 'Bulk Buyer' });
    const companyId = companyIdOf(partner.user.id);
    // One order more than the cap, a minute apart, in one statement.
    await db().execute(sql`insert into ${orders} (partner_id, company_id, total_amount, status, created_at)
      select ${partner.user.id}::uuid, ${companyId}::uuid, 10, 'delivered', now() - g * interval '1 minute'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);

    const staff = (await call(ctx, sales, 'GET', '/api/associate/orders?search=bulk%20buyer')).json();
    expect(staff).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, page: 1 });
    expect(staff.items).toHaveLength(12);
    const firstPage = (await call(ctx, sales, 'GET', '/api/associate/orders')).json();
    expect(firstPage).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });

    const mine = (await call(ctx, partner, 'GET', '/api/partner/orders')).json();
    expect(mine).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, page: 1, pageSize: 25 });
    expect(mine.items).toHaveLength(25);
    // Page 2 starts where page 1 stopped (newest first, one order after another).
    const second = (await call(ctx, partner, 'GET', '/api/partner/orders?page=2&pageSize=25')).json();
    expect(second.items[0].createdAt < mine.items[24].createdAt).toBe(true);
    // A status with few orders counts them exactly.
    const pending = (await call(ctx, partner, 'GET', '/api/partner/orders?status=pending')).json();
    expect(pending).toMatchObject({ items: [], total: 0 });
    expect(pending.totalCapped).toBeUndefined();
  });

  it('countUpTo: a partial page tells its count, a full one counts on to the cap past the page', async () => {
    const someUsers = db().select({ id: users.id }).from(users).$dynamic();
    const [all] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
    const n = all!.n;
    expect(n).toBeGreaterThan(3);
    // A partial page is the last: no statement needed, and the count is exact.
    expect(await countUpTo(db(), someUsers, { page: 2, pageSize: n - 1 }, 1)).toEqual({
      total: n,
      capped: false,
    });
    // A full page counts: every user, under the cap.
    expect(await countUpTo(db(), someUsers, { page: 1, pageSize: 2 }, 2)).toEqual({
      total: n,
      capped: false,
    });
    expect(await countUpTo(db(), someUsers, { page: 1, pageSize: 2 }, 0)).toEqual({
      total: 0,
      capped: false,
    });
  });
});
