import { LIST_COUNT_CAP } from '@party/shared/paging/paging';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStats, products, quotes } from '../../src/db/schema/index.ts';
import { compactProductStats } from '../../src/domains/catalog/staff-products.repository.ts';
import { companyOf } from '../helpers/companies.ts';
import { type SignedIn, signInAs } from '../helpers/factories.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { call } from '../orders/order-fixtures.ts';

// The staff Products, Quotes and Leads lists past LIST_COUNT_CAP rows (bench/README, "Every list at
// size"): their counts stop at the cap and say so, and each search path still finds its row.

let ctx: TestContext;
let sales: SignedIn;
let manager: SignedIn;
let partner: SignedIn;
let quoteNumber: string;
const BULK = LIST_COUNT_CAP + 20;

const get = async (who: SignedIn, url: string) => {
  const res = await call(ctx, who, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestApp();
  sales = await signInAs(ctx, { role: 'associate', associateRole: 'sales' });
  manager = await signInAs(ctx, { role: 'associate', associateRole: 'product_management' });
  partner = await signInAs(ctx, { role: 'partner', name: 'Wombat Member' });
  const companyId = await companyOf(ctx, partner.user.id);
  const { db } = ctx.database;
  await db.execute(sql`update companies set name = 'Quokka Parties Pty' where id = ${companyId}`);
  await db.execute(sql`
    insert into quotes (title, customer_name, customer_email, status, created_at)
    select 'Bulk quote ' || n, 'Bulk Customer', 'bulk@example.com', 'sent', now() - interval '1 day' - n * interval '1 minute'
    from generate_series(1, ${BULK}) as n`);
  const [harbour] = await db
    .insert(quotes)
    .values({
      title: 'Harbour gala',
      customerName: 'Vera Visitor',
      customerEmail: 'vera@visitors.test',
      status: 'draft',
      companyId,
      partnerId: partner.user.id,
    })
    .returning({ quoteNumber: quotes.quoteNumber });
  quoteNumber = harbour!.quoteNumber;
  await db.execute(sql`
    insert into leads (source, stage, name, email, created_at)
    select 'signup', 'lost', 'Bulk Lead ' || n, 'lead' || n || '@bulk.test', now() - n * interval '1 minute'
    from generate_series(1, ${BULK}) as n`);
  await db.execute(sql`
    insert into leads (source, stage, name, email, company_name)
    values ('quote', 'new', 'Nadia Echidna', 'nadia@leads.test', 'Bilby Events')`);
  await db.execute(sql`
    insert into products (name, slug, description, price, cost, category, stock_quantity)
    select 'Bulk Widget ' || lpad(n::text, 5, '0'), 'bulk-widget-' || n, 'A plain widget.', 2.50, 1.00, 'balloons', n % 20
    from generate_series(1, ${BULK}) as n`);
  await db.execute(sql`
    insert into products (name, slug, description, price, cost, category, stock_quantity)
    values ('Zz Cake Topper', 'zz-cake-topper', 'A sugar quokka for the cake.', 9.00, 3.00, 'party-essentials', 4)`);
}, 300_000);
afterAll(() => ctx.close());

describe('Quotes past the count cap', () => {
  it('counts up to the cap and says the total is a lower bound, with and without a status', async () => {
    expect(await get(sales, '/api/associate/quotes')).toMatchObject({
      total: LIST_COUNT_CAP,
      totalCapped: true,
      page: 1,
    });
    const sent = await get(sales, '/api/associate/quotes?status=sent');
    expect(sent).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(sent.items[0].title).toBe('Bulk quote 1');
    expect((await get(sales, '/api/associate/quotes?status=draft')).total).toBeGreaterThanOrEqual(1);
  });

  it('finds a quote by number, title, customer, email, its company and its member', async () => {
    for (const term of [quoteNumber, 'harbour g', 'vera vis', 'VISITORS.TEST', 'quokka part', 'wombat mem']) {
      const found = await get(sales, `/api/associate/quotes?search=${encodeURIComponent(term)}`);
      expect(found, term).toMatchObject({ total: 1 });
      expect(
        found.items.map((q: { title: string }) => q.title),
        term,
      ).toEqual(['Harbour gala']);
    }
    const byEmail = await get(
      sales,
      `/api/associate/quotes?search=${encodeURIComponent(partner.user.email.slice(0, 12))}`,
    );
    expect(byEmail.items.map((q: { title: string }) => q.title)).toContain('Harbour gala');
  });
});

describe('Leads past the count cap', () => {
  it("stops a stage's count at the cap and names the stage, counting the others exactly", async () => {
    const open = await get(sales, '/api/associate/leads');
    expect(open.counts.lost).toBe(LIST_COUNT_CAP);
    expect(open.cappedStages).toEqual(['lost']);
    expect(open.counts.new).toBe(1);
    expect(open.items.map((l: { name: string }) => l.name)).toEqual(['Nadia Echidna']);
    const lost = await get(sales, '/api/associate/leads?stage=lost');
    expect(lost.items).toHaveLength(200);
    expect(lost.items[0].name).toBe('Bulk Lead 1');
  });

  it('finds a lead by name, email and company', async () => {
    for (const term of ['nadia ech', 'LEADS.TEST', 'bilby']) {
      const found = await get(sales, `/api/associate/leads?stage=all&search=${encodeURIComponent(term)}`);
      expect(
        found.items.map((l: { name: string }) => l.name),
        term,
      ).toEqual(['Nadia Echidna']);
    }
  });
});

describe('staff Products past the count cap', () => {
  it('counts up to the cap on the first page and on a broad search, exactly near the end', async () => {
    expect(await get(manager, '/api/associate/products')).toMatchObject({
      total: LIST_COUNT_CAP,
      totalCapped: true,
    });
    const widgets = await get(manager, '/api/associate/products?search=widget');
    expect(widgets).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(widgets.items[0].name).toBe('Bulk Widget 00001');
    const n = await ctx.database.db.$count(products);
    const lastPage = Math.ceil(n / 10);
    const last = await get(manager, `/api/associate/products?page=${lastPage}`);
    expect(last).toMatchObject({ total: n });
    expect(last.totalCapped).toBeUndefined();
  });

  it('finds a product by name, by description and by category, in name order', async () => {
    for (const term of ['zz cake', 'SUGAR QUOKKA']) {
      const found = await get(manager, `/api/associate/products?search=${encodeURIComponent(term)}`);
      expect(found, term).toMatchObject({ total: 1 });
      expect(found.totalCapped).toBeUndefined();
      expect(found.items[0].name).toBe('Zz Cake Topper');
    }
    const category = await get(manager, '/api/associate/products?search=party%20essentials');
    expect(category.items.map((p: { name: string }) => p.name)).toContain('Zz Cake Topper');
  });
});

describe('product statistics from the roll-up', () => {
  const direct = async () => {
    const [row] = await ctx.database.db
      .select({
        totalProducts: count(),
        lowStockProducts: count(
          sql`case when ${products.stockQuantity} > 0 and ${products.stockQuantity} <= ${products.lowStockThreshold} then 1 end`,
        ),
        outOfStockProducts: count(sql`case when ${products.stockQuantity} <= 0 then 1 end`),
        inventoryValue:
          sql<number>`coalesce(sum(${products.price} * ${products.stockQuantity}), 0)::float8`.mapWith(
            Number,
          ),
      })
      .from(products);
    return row!;
  };

  it('matches the products after inserts, updates and deletes, and after folding', async () => {
    const { db } = ctx.database;
    await db.execute(sql`update products set stock_quantity = 0 where slug like 'bulk-widget-1%'`);
    await db.execute(sql`update products set price = price + 1 where slug like 'bulk-widget-2%'`);
    await db.execute(sql`delete from products where slug like 'bulk-widget-3%'`);
    const stats = await get(manager, '/api/associate/products/stats');
    expect(stats).toMatchObject(await direct());
    expect(stats.categories.balloons).toBeGreaterThan(0);

    await compactProductStats(db);
    const rows = await db.select().from(productStats);
    expect(rows.length).toBeLessThanOrEqual(new Set(rows.map((r) => r.category)).size);
    expect(await get(manager, '/api/associate/products/stats')).toEqual(stats);
  });
});
