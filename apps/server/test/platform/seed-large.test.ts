import { SKU_PATTERN } from '@party/shared/pricing/sku';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLargeStore, type StageResult } from '../../../../bench/seed-large/generate.ts';
import { sizesFor } from '../../../../bench/seed-large/sizes.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';

/**
 * `npm run bench:seed-large` (bench/seed-large.ts) at 1/2000 of its size: the counts it promises and
 * the invariants the later benches rely on. PostgreSQL pass only (TEST_DATABASE_URL set): the
 * generator is PostgreSQL SQL on its own session (pg_temp functions, VACUUM, dropped and rebuilt
 * keys), and vitest.config.ts leaves this file out without it.
 */
if (process.env.TEST_DATABASE_URL) {
  const sizes = sizesFor(0.0005);
  let testDb: TestDatabase;
  let client: pg.Client;
  let stages: StageResult[];
  let schemaBefore: { indexes: number; constraints: number };

  const one = async <Row>(text: string): Promise<Row> => (await client.query(text)).rows[0] as Row;
  const schemaCounts = () =>
    one<{ indexes: number; constraints: number }>(
      `select (select count(*)::int from pg_indexes where schemaname = 'public') as indexes,
         (select count(*)::int from pg_constraint where connamespace = 'public'::regnamespace) as constraints`,
    );

  beforeAll(async () => {
    testDb = await createTestDatabase();
    client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    schemaBefore = await schemaCounts();
    stages = await generateLargeStore(testDb.url!, { sizes, passwordHash: '$argon2id$not-a-real-hash' });
  });

  afterAll(async () => {
    await client?.end();
    await testDb?.drop();
  });

  describe('bench:seed-large at a tiny scale', () => {
    it('makes what the sizes promise, five lines an order on average, and reports every stage', async () => {
      const counts = await one<Record<string, number>>(
        `select (select count(*)::int from products) as products, (select count(*)::int from product_search) as search,
           (select count(*)::int from companies) as companies, (select count(*)::int from company_members) as members,
           (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines,
           (select count(*)::int from support_tickets) as tickets, (select count(*)::int from audit_log) as audit,
           (select count(*)::int from files) as files, (select count(*)::int from partner_credit_limits) as credit,
           (select count(distinct product_id)::int from product_price_tiers) as tiered`,
      );
      expect(counts).toEqual({
        products: sizes.products,
        search: sizes.products,
        companies: sizes.companies,
        members: sizes.members,
        orders: sizes.orders,
        lines: expect.any(Number),
        tickets: sizes.tickets,
        audit: sizes.auditRows,
        files: sizes.files,
        credit: Math.ceil(sizes.companies / 20),
        tiered: Math.ceil((sizes.products - 2) / 10),
      });
      expect(Math.abs(counts.lines! / sizes.orders - 5)).toBeLessThan(0.1);
      expect(stages.map((s) => s.stage)).toContain('order lines');
      expect(stages.find((s) => s.stage === 'order lines')?.rows).toBe(counts.lines);
    });

    it('makes the quotes, leads, vendors and purchase orders, each total its lines, and one administrator', async () => {
      const row = await one<Record<string, number>>(
        `select (select count(*)::int from quotes) as quotes, (select count(*)::int from leads) as leads,
           (select count(*)::int from vendors) as vendors, (select count(*)::int from purchase_orders) as "purchaseOrders",
           (select count(*)::int from admin_roles) as admins,
           (select count(*)::int from quotes q where q.total_amount <> (select sum(quantity * price_per_unit)
             from quote_items i where i.quote_id = q.id)) as "quotesOff",
           (select count(*)::int from purchase_orders p where p.total_amount <> (select sum(quantity * unit_price)
             from purchase_order_items i where i.purchase_order_id = p.id)) as "purchaseOrdersOff"`,
      );
      expect(row).toEqual({
        quotes: sizes.quotes,
        leads: sizes.leads,
        vendors: sizes.vendors,
        purchaseOrders: sizes.purchaseOrders,
        admins: 1,
        quotesOff: 0,
        purchaseOrdersOff: 0,
      });
    });

    it('keeps every order total equal to its lines − discount + delivery', async () => {
      const { wrong, withoutLines } = await one<{ wrong: number; withoutLines: number }>(
        `select count(*) filter (where o.total_amount <> coalesce(l.goods, 0) - o.discount_amount + o.delivery_cost)::int as wrong,
           count(*) filter (where l.goods is null)::int as "withoutLines"
         from orders o
         left join (select order_id, sum(quantity * price_per_unit) as goods from order_items group by order_id) l
           on l.order_id = o.id`,
      );
      expect({ wrong, withoutLines }).toEqual({ wrong: 0, withoutLines: 0 });
    });

    it("places each order by a member of the order's company who may buy, one owner per company", async () => {
      const row = await one<{ strangers: number; cannotBuy: number; owners: number }>(
        `select (select count(*)::int from orders o where not exists (select 1 from company_members m
             where m.user_id = o.partner_id and m.company_id = o.company_id)) as strangers,
           (select count(*)::int from orders o join company_members m on m.user_id = o.partner_id
             where m.role not in ('owner', 'admin', 'buyer')) as "cannotBuy",
           (select count(*)::int from company_members where role = 'owner') as owners`,
      );
      expect(row).toEqual({ strangers: 0, cannotBuy: 0, owners: sizes.companies });
    });

    it('gives products unique SKUs in the SKU format, and unique slugs and emails', async () => {
      const { rows } = await client.query<{ sku: string }>('select sku from products');
      expect(new Set(rows.map((r) => r.sku)).size).toBe(sizes.products);
      expect(rows.every((r) => SKU_PATTERN.test(r.sku))).toBe(true);
      const dupes = await one<{ slugs: number; emails: number }>(
        `select (select count(*) - count(distinct slug) from products)::int as slugs,
           (select count(*) - count(distinct email) from users)::int as emails`,
      );
      expect(dupes).toEqual({ slugs: 0, emails: 0 });
    });

    it('raises an invoice for each order charged to an account, and credit used is the open balance', async () => {
      const row = await one<{ missing: number; offAccount: number; usedWrong: number }>(
        `select (select count(*)::int from orders o where o.payment_method = 'account' and o.status <> 'cancelled'
             and not exists (select 1 from account_invoices i where i.order_id = o.id)) as missing,
           (select count(*)::int from account_invoices i join orders o on o.id = i.order_id
             where o.payment_method <> 'account' or i.total_amount <> o.total_amount) as "offAccount",
           (select count(*)::int from partner_credit_limits c where c.used_amount <> coalesce(
             (select sum(open_amount) from account_invoices i where i.company_id = c.company_id), 0)) as "usedWrong"`,
      );
      expect(row).toEqual({ missing: 0, offAccount: 0, usedWrong: 0 });
    });

    it('builds back every key, index and foreign key it dropped for the load', async () => {
      expect(await schemaCounts()).toEqual(schemaBefore);
    });
  });
}
