import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faqCategoryIds, type PublicFaqList } from '@party/shared';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../src/db/schema/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY_MEMBERS,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
} from '../../src/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { principalOf, signIn } from '../auth/auth-client.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../helpers/test-app.ts';

const devConfig = (dataDir: string) => ({
  NODE_ENV: 'development' as const,
  SEED_DEMO: 'true' as const,
  DATA_DIR: dataDir,
});

async function statuses(ctx: TestContext, table: string, column = 'status'): Promise<string[]> {
  const result = await ctx.database.db.execute(
    sql.raw(`select distinct ${column}::text as value from ${table} order by 1`),
  );
  return (result as unknown as { rows: { value: string }[] }).rows.map((r) => r.value);
}

describe('demo data on an empty database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    expect(await seedDemoData({ database: ctx.database, config: devConfig(ctx.dataDir) })).toBe('seeded');
  }, 60_000);
  afterAll(() => ctx.close());

  it("counts each campaign's uses from real orders that carry its code and discount", async () => {
    const result = await ctx.database.db.execute(
      sql.raw(`select c.promo_code as code, c.usage_count as uses,
        (select count(*)::int from orders o where o.campaign_id = c.id and o.promo_code = c.promo_code
          and o.discount_amount > 0) as orders
        from campaigns c where c.status in ('active', 'ended') order by 1`),
    );
    const rows = (result as unknown as { rows: { code: string; uses: number; orders: number }[] }).rows;
    expect(rows.map((r) => r.code)).toEqual(['BIRTHDAY10', 'XMASJULY']);
    for (const row of rows) expect(Number(row.uses)).toBe(Number(row.orders));
    expect(Number(rows[0]!.uses)).toBeGreaterThan(0);
  });

  it('invoices every order on account, keeps overdue and part-paid invoices, and uses credit equal to the open balance', async () => {
    const result = await ctx.database.db.execute(
      sql.raw(`select
        (select count(*)::int from orders where payment_method = 'account' and status <> 'cancelled') as on_account,
        (select count(*)::int from account_invoices) as invoices,
        (select count(*)::int from account_invoices where open_amount > 0 and due_on < current_date) as overdue,
        (select count(*)::int from account_invoices where paid_amount > 0 and open_amount > 0) as part_paid,
        (select count(*)::int from payment_allocations a join payment_allocations b
          on a.payment_id = b.payment_id and a.invoice_id < b.invoice_id) as split_payments,
        (select count(*)::int from partner_credit_limits c where c.used_amount <> coalesce(
          (select sum(i.open_amount) from account_invoices i where i.company_id = c.company_id), 0)) as off_balance`),
    );
    const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
    expect(row!.invoices).toBe(row!.on_account);
    expect(row!.overdue).toBeGreaterThanOrEqual(3);
    expect(row!.part_paid).toBeGreaterThanOrEqual(1);
    expect(row!.split_payments).toBeGreaterThanOrEqual(1);
    expect(row!.off_balance).toBe(0);
  });

  it("gives the demo partner's company returns in three states and a received one's adjustment note on its invoice", async () => {
    const result = await ctx.database.db.execute(
      sql.raw(`select r.status, n.number, n.total_amount::text as total, n.gst_amount::text as gst,
        n.credited_amount::text as credited, i.credited_amount::text as on_invoice
        from return_requests r left join adjustment_notes n on n.return_id = r.id
        left join account_invoices i on i.order_id = r.order_id order by r.status`),
    );
    const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
    expect(rows.map((r) => r.status)).toEqual(['received', 'rejected', 'requested']);
    const received = rows[0]!;
    expect(received.number).toMatch(/^AN-\d{6}$/);
    const cents = (text: string | null | undefined) => Math.round(Number(text) * 100);
    expect(cents(received.gst)).toBe(Math.round(cents(received.total) / 11));
    expect(cents(received.credited)).toBe(cents(received.total));
    expect(received.on_invoice).toBe(received.credited);
  });

  it("audits each seeded order's status change as a real change: from pending or processing, never to itself", async () => {
    const result = await ctx.database.db.execute(
      sql.raw(`select old_values->>'status' as before, new_values->>'status' as after, count(*)::int as n
        from audit_log where action = 'order.status_changed' group by 1, 2 order by 1, 2`),
    );
    const rows = (result as unknown as { rows: { before: string; after: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.before, `${row.before} -> ${row.after}`).not.toBe(row.after);
  });

  it('creates at least 120 products, each with a generated picture on disk', async () => {
    const rows = await ctx.database.db
      .select({ slug: products.slug, imageUrl: products.imageUrl, category: products.category })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(120);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(['balloons', 'decorations', 'party-essentials', 'tableware', 'cake-supplies']),
    );
    for (const row of rows) {
      expect(row.imageUrl).toBe(`/media/products/${row.slug}.svg`);
      const file = join(ctx.dataDir, 'media', 'products', `${row.slug}.svg`);
      expect(existsSync(file), `${file} exists`).toBe(true);
    }
    const [first] = rows;
    expect(readFileSync(join(ctx.dataDir, 'media', 'products', `${first?.slug}.svg`), 'utf8')).toMatch(
      /^<svg [^>]*viewBox="0 0 1200 900"/,
    );
  });

  it('gives each demo vendor document a stored PDF of a real document’s size, as its list shows', async () => {
    const result = await ctx.database.db.execute(
      sql.raw(`select d.file_size as "fileSize", f.size_bytes as "sizeBytes", f.storage_key as "key"
        from vendor_documents d join files f on f.id = d.file_id`),
    );
    const rows = (result as unknown as { rows: { fileSize: number; sizeBytes: number; key: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Shown in MB with two decimals: a real scan is hundreds of kilobytes, never "0.00 MB".
      expect(Number(row.fileSize)).toBeGreaterThanOrEqual(180_000);
      expect(Number(row.sizeBytes)).toBe(Number(row.fileSize));
      const bytes = readFileSync(join(ctx.dataDir, 'files', row.key));
      expect(bytes.length).toBe(Number(row.fileSize));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toBe('%%EOF\n');
    }
  });

  it('serves the pictures under /media/ with a long cache', async () => {
    const [product] = await ctx.database.db.select({ imageUrl: products.imageUrl }).from(products).limit(1);
    const res = await ctx.app.inject({ method: 'GET', url: product?.imageUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=2592000');
    expect(res.body).toContain('<title>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/products/no-such-product.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets each of the six demo accounts sign in with the demo password, in its role', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(6);
    for (const account of DEMO_ACCOUNTS) {
      const { res, cookie } = await signIn(ctx, account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(200);
      const principal = (await principalOf(ctx, cookie)) as unknown as {
        role: string;
        isAdmin: boolean;
        associateRole: string | null;
      };
      expect(principal, account.email).toMatchObject({
        role: account.role,
        isAdmin: account.isAdmin,
        associateRole: account.associateRole,
      });
    }
  });

  it("gives the demo partner's company a team, with one order awaiting approval and one rejected", async () => {
    const team = await ctx.database.db.execute(
      sql.raw(`select m.role, u.email, m.order_limit, m.monthly_limit from company_members m join users u on u.id = m.user_id
        where m.company_id = (select company_id from company_members where user_id = (select id from users where email = 'partner@partycentral.com.au'))
        order by m.role`),
    );
    expect((team as unknown as { rows: unknown[] }).rows).toEqual([
      { role: 'admin', email: 'team.admin@partycentral.com.au', order_limit: null, monthly_limit: null },
      { role: 'approver', email: 'approver@partycentral.com.au', order_limit: null, monthly_limit: null },
      { role: 'buyer', email: 'buyer@partycentral.com.au', order_limit: '500.00', monthly_limit: '2000.00' },
      { role: 'owner', email: 'partner@partycentral.com.au', order_limit: null, monthly_limit: null },
      { role: 'viewer', email: 'viewer@partycentral.com.au', order_limit: null, monthly_limit: null },
    ]);
    for (const member of DEMO_COMPANY_MEMBERS) {
      const { res } = await signIn(ctx, member.email, DEMO_PASSWORD);
      expect(res.statusCode, member.email).toBe(200);
    }
    const approvals = await ctx.database.db.execute(
      sql.raw(
        `select approval_status, status, total_amount > approval_limit as over from orders where approval_status is not null order by approval_status`,
      ),
    );
    expect((approvals as unknown as { rows: unknown[] }).rows).toEqual([
      { approval_status: 'awaiting', status: 'awaiting_approval', over: true },
      { approval_status: 'rejected', status: 'cancelled', over: true },
    ]);
  });

  it('sells some lines by the carton with quantity breaks, and prices a school at the Schools list', async () => {
    const tiered = await ctx.database.db.execute(
      sql.raw(`select count(distinct product_id)::int as products from product_price_tiers`),
    );
    expect((tiered as unknown as { rows: { products: number }[] }).rows[0]!.products).toBeGreaterThanOrEqual(
      5,
    );
    const lists = await ctx.database.db.execute(
      sql.raw(`select l.name, coalesce(a.segment, c.name) as assigned_to from price_lists l
        join price_list_assignments a on a.price_list_id = l.id left join companies c on c.id = a.company_id order by l.name`),
    );
    expect((lists as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Harbour Events contract 2026–27', assigned_to: 'Harbour Events Co.' },
      { name: 'Schools 2026', assigned_to: 'school' },
    ]);
    const { cookie } = await signIn(ctx, DEMO_SCHOOL.email, DEMO_PASSWORD);
    const [product] = await ctx.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(sql`${products.name} = 'Party Hats (Pack of 12) – Gold Foil'`);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/partner/products/${product!.id}`,
      headers: { cookie },
    });
    // 10% off everything for schools; the hats' 12+ break (10%) adds nothing, their 48+ break (18%) does.
    expect(page.json()).toMatchObject({
      listPrice: Number(product!.price),
      price: Math.round(Number(product!.price) * 90) / 100,
    });
    expect(page.json().priceTable.map((r: { minQuantity: number }) => r.minQuantity)).toEqual([1, 48]);
  });

  it('shows every state a screen can filter by', async () => {
    expect(await statuses(ctx, 'orders')).toEqual([
      'awaiting_approval',
      'cancelled',
      'delivered',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(await statuses(ctx, 'quotes')).toEqual([
      'accepted',
      'converted',
      'declined',
      'draft',
      'expired',
      'requested',
      'sent',
    ]);
    expect(await statuses(ctx, 'purchase_orders')).toEqual(['accepted', 'completed', 'pending', 'rejected']);
    expect(await statuses(ctx, 'shipments')).toEqual(['delivered', 'in_transit', 'preparing', 'shipped']);
    expect(await statuses(ctx, 'vendor_payments')).toEqual(['paid', 'pending', 'processing']);
    expect(await statuses(ctx, 'campaigns')).toEqual(['active', 'cancelled', 'draft', 'ended', 'scheduled']);
    expect(await statuses(ctx, 'credit_limit_requests')).toEqual([
      'approved',
      'pending',
      'rejected',
      'under_review',
    ]);
    expect(await statuses(ctx, 'faqs', 'category')).toEqual([
      'account',
      'general',
      'orders',
      'payment',
      'products',
      'returns',
      'shipping',
      'technical',
    ]);
    expect(await statuses(ctx, 'products', 'unnest(themes)')).toEqual([
      'birthday',
      'general',
      'holiday',
      'wedding',
    ]);
  });

  it('lists the demo FAQs General first, each category in the order they were written', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/faqs' });
    const items = (res.json() as PublicFaqList).items;
    expect(items.slice(0, 2).map((faq) => faq.question)).toEqual([
      'Who can buy from Party Central?',
      'Do you have a showroom?',
    ]);
    expect(items.at(-1)?.category).toBe('technical');
    const runs = items.map((faq) => faq.category).filter((category, i, all) => category !== all[i - 1]);
    expect(runs).toEqual([...faqCategoryIds]);
    const orders = items.filter((faq) => faq.category === 'orders').map((faq) => faq.question);
    expect(orders.indexOf('How do I request a quote?')).toBe(1);
  });

  it('numbers the seeded tickets from TCK-000001 and carries on from there', async () => {
    const tickets = await statuses(ctx, 'support_tickets', 'ticket_number');
    expect(tickets[0]).toBe('TCK-000001');
    expect(tickets.at(-1)).toBe(`TCK-${String(tickets.length).padStart(6, '0')}`);
  });

  it('does nothing when run again', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(products);
    expect(await seedDemoData({ database: ctx.database, config: devConfig(ctx.dataDir) })).toBe('not-empty');
    expect(await ctx.database.db.select({ n: count() }).from(products)).toEqual(before);
  });
});

describe('demo data is left out', () => {
  it('of a database that already has a user', async () => {
    const testDb = await createTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'pc-seed-'));
    try {
      await createUser(testDb);
      expect(await seedDemoData({ database: testDb.database, config: devConfig(dataDir) })).toBe('not-empty');
      expect(await testDb.database.db.select({ n: count() }).from(products)).toEqual([{ n: 0 }]);
    } finally {
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('in production mode, and when SEED_DEMO is false', async () => {
    const testDb = await createTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'pc-seed-'));
    try {
      const production = { ...devConfig(dataDir), NODE_ENV: 'production' as const };
      expect(await seedDemoData({ database: testDb.database, config: production })).toBe('production');
      const disabled = { ...devConfig(dataDir), SEED_DEMO: 'false' as const };
      expect(await seedDemoData({ database: testDb.database, config: disabled })).toBe('disabled');
      expect(await testDb.database.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      expect(existsSync(join(dataDir, 'media', 'products'))).toBe(false);
    } finally {
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
