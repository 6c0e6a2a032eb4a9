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
 * the demo store is seeded, taken back to before the three company migrations (the company columns and
 * tables dropped, the migrations forgotten), and they are applied again the way a start applies it. Every
 * partner (their first user_roles row) then owns exactly one company of one; nobody else has one.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
let ctx: TestContext;

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
};

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string; when: number }[] };

beforeAll(async () => {
  ctx = await createTestApp();
  const config = { NODE_ENV: 'development' as const, SEED_DEMO: 'true' as const, DATA_DIR: ctx.dataDir };
  expect(await seedDemoData({ database: ctx.database, config })).toBe('seeded');
  for (const tag of Object.keys(undoAfter0017).reverse())
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
    const named = await rows<{ name: string; expected: string; same_id: boolean; alone: boolean }>(
      `select c.name, coalesce(nullif(trim(p.company_name), ''), p.name || '''s company') as expected,
        c.id = m.user_id as same_id,
        (select count(*) from company_members o where o.company_id = c.id) = 1 as alone
        from company_members m join companies c on c.id = m.company_id join profiles p on p.id = m.user_id`,
    );
    for (const row of named) expect(row).toMatchObject({ name: row.expected, same_id: false, alone: true });
    const [demo] = await rows<{ name: string; company_name: string | null }>(
      `select c.name, p.company_name from users u join profiles p on p.id = u.id
        join company_members m on m.user_id = u.id join companies c on c.id = m.company_id
        where u.email = 'partner@partycentral.com.au'`,
    );
    expect(demo!.company_name).toBeTruthy();
    expect(demo!.name).toBe(demo!.company_name);
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
       union all select 'credit', count(*)::int from partner_credit_limits c join company_members m on m.user_id = c.partner_id where c.company_id <> m.company_id
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
