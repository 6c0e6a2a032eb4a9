import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { principalOf, signIn } from '../auth/auth-client.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * The companies migration on a copy of the demo store (docs/decisions/0019-company-accounts.md §3):
 * the demo store is seeded, taken back to before the company migrations (the profile's business
 * fields and points and the credit line's partner put back, the company columns and tables dropped,
 * the migrations from 0018 on forgotten), and they are applied again the way a start applies them.
 * Every partner (their first user_roles row) then owns exactly one company of one; nobody else has one.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let ctx: TestContext;

interface CompanyBefore {
  user_id: string;
  name: string;
  abn: string | null;
  business_type: string | null;
  loyalty_points: number;
}
interface CreditBefore {
  user_id: string;
  approved_limit: string;
  used_amount: string;
}
/** Each member's company and each owner's credit line as the seed wrote them, before the store is taken back. */
let companiesBefore: CompanyBefore[];
let creditBefore: CreditBefore[];
const companiesNow = `select m.user_id, c.name, c.abn, c.business_type, c.loyalty_points
  from company_members m join companies c on c.id = m.company_id order by m.user_id`;
const creditNow = `select m.user_id, l.approved_limit, l.used_amount from partner_credit_limits l
  join company_members m on m.company_id = l.company_id and m.role = 'owner' order by m.user_id`;

async function rows<T>(query: string): Promise<T[]> {
  const result = await ctx.database.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

const partnerIds = `select u.id from users u where (select r.role from user_roles r where r.user_id = u.id
  order by r.created_at, r.id limit 1) = 'partner'`;

const companyColumnTables = [
  'orders',
  'partner_credit_limits',
  'credit_limit_requests',
  'partner_addresses',
  'quotes',
  'support_tickets',
];

/**
 * What each migration after 0017 did, undone, so the demo store stands as 0017 left it. A new
 * migration adds its undo here; the first test fails until it does.
 */
const dropIndexes = (...names: string[]) => names.map((name) => `drop index "${name}"`);

const undoAfter0017: Record<string, string[]> = {
  '0018_companies': ['drop table company_members', 'drop table companies'],
  '0019_company_owned_rows': [
    ...companyColumnTables.map((table) => `alter table ${table} drop column company_id`),
    'create unique index partner_addresses_one_default on partner_addresses (user_id) where is_default',
  ],
  '0020_order_approvals': [
    `update orders set status = 'cancelled' where status = 'awaiting_approval'`,
    'alter table orders drop constraint orders_status_valid',
    `alter table orders add constraint orders_status_valid check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))`,
    ...[
      'approval_status',
      'approval_reason',
      'approval_limit',
      'approval_month_spent',
      'approval_expires_at',
      'decided_by',
      'decided_at',
      'rejection_reason',
    ].map((column) => `alter table orders drop column ${column}`),
  ],
  '0021_company_invitations': ['drop table company_invitations'],
  // The business fields and points back on the owner's profile (named after them: none given), the
  // credit line keyed by its owner, an address's adder required.
  '0022_company_credit': [
    `alter table profiles add column company_name text, add column abn text, add column business_type text,
      add column loyalty_points integer not null default 0,
      add constraint profiles_business_type_valid check (business_type in ('retail', 'wholesale', 'school'))`,
    `update profiles p set company_name = nullif(c.name, coalesce(nullif(trim(p.name), ''), u.name) || '''s company'),
      abn = c.abn, business_type = c.business_type, loyalty_points = c.loyalty_points
      from company_members m join companies c on c.id = m.company_id join users u on u.id = m.user_id
      where m.user_id = p.id`,
    'alter table partner_credit_limits add column partner_id uuid',
    `update partner_credit_limits l set partner_id = m.user_id from company_members m
      where m.company_id = l.company_id and m.role = 'owner'`,
    `alter table partner_credit_limits alter column partner_id set not null,
      add constraint partner_credit_limits_partner_id_unique unique (partner_id),
      add constraint partner_credit_limits_partner_id_users_id_fk foreign key (partner_id) references users (id) on delete cascade`,
    'alter table partner_addresses alter column user_id set not null',
  ],
  '0023_wholesale_pricing': [
    'drop table saved_list_items, saved_lists, price_list_assignments, price_list_items, product_price_tiers',
    'alter table product_price_history drop column price_list_id',
    'drop table price_lists',
    'alter table products drop column sku, drop column pack_size, drop column min_order_qty',
    'drop sequence product_sku_seq',
    'alter table order_items drop column list_price_per_unit',
    'alter table quote_items drop column list_price_per_unit',
  ],
  '0024_after_sale': [
    'drop table adjustment_notes, return_photos, return_lines, return_requests',
    'drop table invoice_reminders, payment_allocations, payments_received, statement_sends, account_invoices',
    'drop sequence return_number_seq, adjustment_note_number_seq',
    `alter table partner_credit_limits drop constraint partner_credit_limits_payment_terms_valid,
      add constraint partner_credit_limits_payment_terms_valid check (payment_terms in ('net_15', 'net_30', 'net_45', 'net_60'))`,
  ],
  // Lists at size (bench/README, "Every list at size"): the new indexes dropped, the ones they replaced back.
  '0025_desk-lists': [
    ...dropIndexes(
      'users_name_trgm_idx',
      'users_email_trgm_idx',
      'users_lower_name_id_idx',
      'companies_lower_name_id_idx',
      'companies_name_trgm_idx',
      'quote_documents_file_id_idx',
      'support_tickets_created_at_id_idx',
      'support_tickets_status_created_at_id_idx',
      'support_tickets_assignee_created_at_id_idx',
      'support_tickets_ticket_number_trgm_idx',
      'support_tickets_title_trgm_idx',
      'support_tickets_description_trgm_idx',
      'audit_log_created_at_id_idx',
      'audit_log_entity_type_created_at_id_idx',
      'audit_log_action_created_at_id_idx',
      'audit_log_actor_created_at_id_idx',
      'audit_log_actor_label_trgm_idx',
      'files_owner_created_at_id_idx',
      'files_created_at_id_idx',
      'files_size_bytes_id_idx',
      'files_original_name_id_idx',
      'files_purpose_created_at_id_idx',
      'files_original_name_trgm_idx',
      'profiles_name_trgm_idx',
      'user_roles_role_user_id_idx',
    ),
    'CREATE INDEX "support_tickets_status_created_at_index" ON "support_tickets" USING btree ("status","created_at")',
    'CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at")',
    'CREATE INDEX "files_owner_id_index" ON "files" USING btree ("owner_id")',
  ],
  '0026_orders-lists-at-size': [
    ...dropIndexes(
      'products_stock_alert_idx',
      'order_items_product_name_trgm_idx',
      'orders_partner_id_created_at_id_index',
      'orders_company_id_created_at_id_index',
      'orders_status_created_at_id_index',
      'orders_created_at_id_index',
    ),
    'CREATE INDEX "orders_partner_id_created_at_index" ON "orders" USING btree ("partner_id","created_at")',
    'CREATE INDEX "orders_company_id_created_at_index" ON "orders" USING btree ("company_id","created_at")',
    'CREATE INDEX "orders_status_created_at_index" ON "orders" USING btree ("status","created_at")',
    'CREATE INDEX "orders_created_at_index" ON "orders" USING btree ("created_at")',
  ],
  '0027_list-indexes-and-product-stats': [
    ...dropIndexes(
      'leads_stage_created_at_id_idx',
      'leads_open_created_at_id_idx',
      'leads_created_at_id_idx',
      'leads_name_trgm_idx',
      'leads_email_trgm_idx',
      'leads_company_name_trgm_idx',
      'quotes_status_created_at_id_idx',
      'quotes_created_at_id_idx',
      'quotes_quote_number_trgm_idx',
      'quotes_title_trgm_idx',
      'quotes_customer_name_trgm_idx',
      'quotes_customer_email_trgm_idx',
      'quotes_company_name_trgm_idx',
    ),
    'CREATE INDEX "leads_stage_created_at_index" ON "leads" USING btree ("stage","created_at")',
    'CREATE INDEX "quotes_status_created_at_index" ON "quotes" USING btree ("status","created_at")',
    'CREATE INDEX "quotes_created_at_index" ON "quotes" USING btree ("created_at")',
    'drop table "product_stats"',
  ],
  '0028_product-stats-triggers': [
    'drop trigger "products_stats_delete" on "products"',
    'drop trigger "products_stats_update" on "products"',
    'drop trigger "products_stats_insert" on "products"',
    'drop function "products_stats_sync"',
  ],
  '0029_money-lists-and-sales-roll-up': [
    'drop index purchase_orders_po_number_trgm_idx, account_invoices_due_id_idx, account_invoices_number_trgm_idx',
    'drop table order_sales_days',
    'drop index products_category_valuation_idx',
  ],
  '0030_sales-roll-up-backfill': ['delete from order_sales_days'],
  '0031_sku-past-a-million': [
    `alter table products alter column sku set default ('PC-' || lpad(nextval('product_sku_seq')::text, 6, '0'))`,
  ],
  '0032_admin-report-roll-ups': [
    ...['insert', 'update', 'delete'].map((event) => `drop trigger orders_status_counts_${event} on orders`),
    'drop function orders_status_counts_sync',
    ...['insert', 'update', 'delete'].map(
      (event) => `drop trigger order_sales_periods_${event} on order_sales_days`,
    ),
    'drop function order_sales_periods_sync',
    'drop table order_status_counts, order_sales_periods',
    // products_stats_sync as 0028 wrote it, before the two columns it no longer fills go.
    readFileSync(new URL('../../drizzle/0028_product-stats-triggers.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')[0]!
      .replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'),
    'alter table product_stats drop column units, drop column cost_value',
  ],
  '0033_statements-company-issued': ['drop index account_invoices_company_issued_idx'],
  '0034_order-category-days': [
    'drop table order_category_days',
    'drop index "orders_company_id_created_at_id_status_index"',
    'CREATE INDEX "orders_company_id_created_at_id_index" ON "orders" USING btree ("company_id","created_at","id")',
  ],
  '0035_order-category-days-kept': [
    'drop trigger "products_order_category_delete" on "products"',
    'drop trigger "products_order_category_update" on "products"',
    'drop function "order_category_days_product_gone"',
    'drop function "order_category_days_recategorize"',
    'delete from order_category_days',
  ],
  '0036_orders-created-at-index-with-total': [
    'drop index "orders_created_at_id_status_total_amount_index"',
    'CREATE INDEX "orders_created_at_id_index" ON "orders" USING btree ("created_at","id")',
  ],
};

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string; when: number }[] };

beforeAll(async () => {
  ctx = await createTestApp();
  const config = { NODE_ENV: 'development' as const, SEED_DEMO: 'true' as const, DATA_DIR: ctx.dataDir };
  expect(await seedDemoData({ database: ctx.database, config })).toBe('seeded');
  companiesBefore = await rows<CompanyBefore>(companiesNow);
  creditBefore = await rows<CreditBefore>(creditNow);
  // Latest first: the tags in journal order, reversed.
  for (const tag of Object.keys(undoAfter0017).sort().reverse())
    for (const statement of undoAfter0017[tag]!) await ctx.database.db.execute(sql.raw(statement));
  const first = journal.entries.find((e) => e.tag === '0018_companies')!.when;
  await ctx.database.db.execute(
    sql.raw(`delete from drizzle.__drizzle_migrations where created_at >= ${first}`),
  );
  await runMigrations(ctx.database);
}, 120_000);
afterAll(() => ctx.close());

describe('the companies migration on the demo store', () => {
  it('knows how to undo every migration after 0017 (a new one must add its undo above)', () => {
    const after = journal.entries.map((e) => e.tag).filter((tag) => tag > '0018');
    expect(after.filter((tag) => !(tag in undoAfter0017))).toEqual([]);
  });

  it('makes every partner the owner of exactly one company, and nobody else a member', async () => {
    const [counts] = await rows<{ partners: number; companies: number; members: number; owners: number }>(
      `select (select count(*)::int from (${partnerIds}) p) as partners,
        (select count(*)::int from companies) as companies,
        (select count(*)::int from company_members) as members,
        (select count(*)::int from company_members where role = 'owner') as owners`,
    );
    expect(counts!.partners).toBeGreaterThan(1);
    expect(counts).toEqual({
      partners: counts!.partners,
      companies: counts!.partners,
      members: counts!.partners,
      owners: counts!.partners,
    });
    const strays = await rows(
      `select m.user_id from company_members m where m.user_id not in (${partnerIds})
        union all select p.id from (${partnerIds}) p
          where (select count(*) from company_members m where m.user_id = p.id and m.role = 'owner') <> 1`,
    );
    expect(strays).toEqual([]);
  });

  it('names each company after the business the partner gave, else "{name}\'s company", with fresh ids', async () => {
    expect(await rows<CompanyBefore>(companiesNow)).toEqual(companiesBefore);
    const named = await rows<{ same_id: boolean; alone: boolean }>(
      `select c.id = m.user_id as same_id,
        (select count(*) from company_members o where o.company_id = c.id) = 1 as alone
        from company_members m join companies c on c.id = m.company_id`,
    );
    for (const row of named) expect(row).toEqual({ same_id: false, alone: true });
    const [demo] = await rows<{ name: string }>(
      `select c.name from users u join company_members m on m.user_id = u.id join companies c on c.id = m.company_id
        where u.email = 'partner@partycentral.com.au'`,
    );
    expect(demo!.name).toBe('Confetti & Co. Events');
  });

  it("moves each partner's business details and loyalty points to their company, and the credit line with its balance", async () => {
    expect(companiesBefore.some((c) => c.loyalty_points > 0 && c.abn)).toBe(true);
    expect(creditBefore.length).toBeGreaterThan(0);
    expect(await rows<CreditBefore>(creditNow)).toEqual(creditBefore);
    const [left] = await rows<{ n: number }>(
      `select count(*)::int as n from information_schema.columns where
        (table_name = 'profiles' and column_name in ('company_name', 'abn', 'business_type', 'loyalty_points'))
        or (table_name = 'partner_credit_limits' and column_name = 'partner_id')`,
    );
    expect(left!.n).toBe(0);
  });

  it('reports the company and the owner role to the demo partner, and none to staff, at /api/me', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { res, cookie } = await signIn(ctx, account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(200);
      const principal = await principalOf(ctx, cookie);
      if (account.role === 'partner')
        expect(principal, account.email).toMatchObject({
          companyId: expect.any(String),
          companyRole: 'owner',
        });
      else expect(principal, account.email).toMatchObject({ companyId: null, companyRole: null });
    }
  });
  it("gives every order, credit line, credit request and address its person's company, and partners' quotes and tickets theirs", async () => {
    const mismatched = await rows<{ kind: string; n: number }>(
      `select 'orders' as kind, count(*)::int as n from orders o join company_members m on m.user_id = o.partner_id where o.company_id <> m.company_id
       union all select 'credit without members', count(*)::int from partner_credit_limits c
         where not exists (select 1 from company_members m where m.company_id = c.company_id)
       union all select 'requests', count(*)::int from credit_limit_requests r join company_members m on m.user_id = r.partner_id where r.company_id <> m.company_id
       union all select 'addresses', count(*)::int from partner_addresses a join company_members m on m.user_id = a.user_id where a.company_id <> m.company_id
       union all select 'quotes', count(*)::int from quotes q join company_members m on m.user_id = q.partner_id where q.company_id is distinct from m.company_id
       union all select 'tickets', count(*)::int from support_tickets t join company_members m on m.user_id = t.submitter_id where t.company_id is distinct from m.company_id
       union all select 'orders without company', count(*)::int from orders where company_id is null`,
    );
    for (const row of mismatched) expect(row, row.kind).toMatchObject({ n: 0 });
    const [held] = await rows<{ orders: number; quotes: number; tickets: number }>(
      `select (select count(*)::int from orders) as orders,
        (select count(*)::int from quotes where company_id is not null) as quotes,
        (select count(*)::int from support_tickets where company_id is not null) as tickets`,
    );
    expect(held!.orders).toBeGreaterThan(0);
    expect(held!.quotes).toBeGreaterThan(0);
    expect(held!.tickets).toBeGreaterThan(0);
  });
});
