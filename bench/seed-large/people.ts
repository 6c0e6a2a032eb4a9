import type pg from 'pg';
import type { Sizes } from './sizes.ts';

/** Every address here is on a reserved domain (RFC 2606), so no mail can reach anyone. */
export const LARGE_EMAIL_DOMAIN = 'large.example';
/** Every generated user's password, so a bench can sign any of them in. */
export const LARGE_STORE_PASSWORD = 'LargeStore2026!';
/** Staff member 1: product management (seedUsers' departments), so may export orders and import products. */
export const LARGE_STORE_MANAGER = `staff.1@${LARGE_EMAIL_DOMAIN}`;

/**
 * Who belongs where, as functions of the member's number: members 1..C own companies 1..C, the rest
 * join company 1 + (m − C − 1) mod C as admin, buyer, approver or viewer
 * (docs/product/company-accounts.md, "Roles").
 */
export async function createMembershipFunctions(client: pg.Client, sizes: Sizes): Promise<void> {
  const { companies, members } = sizes;
  await client.query(`create function pg_temp.member_company(m bigint) returns bigint language sql stable as
    $$ select case when m <= ${companies} then m else 1 + (m - ${companies} - 1) % ${companies} end $$`);
  await client.query(`create function pg_temp.member_role(m bigint) returns text language sql stable as
    $$ select case when m <= ${companies} then 'owner'
      else (array['admin', 'buyer', 'approver', 'viewer', 'buyer'])[1 + (m % 5)::int] end $$`);
  // Who placed an order of company c: its owner, or half the time its first other member when that
  // member may buy (an approver or viewer never places orders).
  await client.query(`create function pg_temp.order_member(o bigint, c bigint) returns bigint language sql stable as
    $$ select case when c + ${companies} <= ${members} and pg_temp.member_role(c + ${companies}) in ('admin', 'buyer')
      and pg_temp.seed_hash(o * 2 + 1) % 2 = 0 then c + ${companies} else c end $$`);
}

/** Users (members then staff): the user, credential, profile, email settings and role sign-up gives. */
export async function seedUsers(client: pg.Client, sizes: Sizes, passwordHash: string): Promise<number> {
  await client.query(
    `create temp table seed_people as
     select pg_temp.seed_uuid('member', m) as id, pg_temp.person_first(m) || ' ' || pg_temp.person_last(m) as name,
       regexp_replace(lower(pg_temp.person_first(m) || '.' || pg_temp.person_last(m)), '[^a-z.]', '', 'g')
         || '.' || m || '@${LARGE_EMAIL_DOMAIN}' as email,
       'partner' as role, now() - make_interval(days => (30 + pg_temp.seed_hash(m) % 1100)::int) as created_at
     from generate_series(1, $1::bigint) m
     union all
     select pg_temp.seed_uuid('staff', s), pg_temp.person_first(s + 7) || ' ' || pg_temp.person_last(s * 31),
       'staff.' || s || '@${LARGE_EMAIL_DOMAIN}', 'associate', now() - interval '1200 days'
     from generate_series(1, $2::bigint) s`,
    [sizes.members, sizes.staff],
  );
  const { rowCount } = await client.query(
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select id, name, email, true, created_at, created_at from seed_people`,
  );
  await client.query(
    `insert into accounts (user_id, account_id, provider_id, password, created_at, updated_at)
     select id, id::text, 'credential', $1, created_at, created_at from seed_people`,
    [passwordHash],
  );
  await client.query(
    `insert into profiles (id, name, email, phone, created_at, updated_at)
     select id, name, email, '04' || lpad((pg_temp.seed_hash(hashtext(email)) % 100000000)::text, 8, '0'),
       created_at, created_at from seed_people`,
  );
  await client.query('insert into email_preferences (user_id) select id from seed_people');
  await client.query(
    'insert into user_roles (user_id, role, created_at) select id, role, created_at from seed_people',
  );
  await client.query(
    `insert into associate_roles (user_id, role, created_at)
     select pg_temp.seed_uuid('staff', s), (array['sales', 'product_management', 'finance'])[1 + s % 3], now() - interval '1200 days'
     from generate_series(1, $1::bigint) s`,
    [sizes.staff],
  );
  await client.query('drop table seed_people');
  return rowCount ?? 0;
}

/** Companies, their members, one default address each, and a credit line on one in twenty. */
export async function seedCompanies(client: pg.Client, sizes: Sizes): Promise<number> {
  const companies = await client.query(
    `insert into companies (id, name, abn, business_type, loyalty_points, created_at, updated_at)
     select pg_temp.seed_uuid('company', c), pg_temp.company_name(c),
       (10000000000 + pg_temp.seed_hash(c * 3))::text,
       (array['retail', 'retail', 'wholesale', 'school'])[1 + c % 4], (pg_temp.seed_hash(c) % 5000)::int,
       now() - interval '1130 days', now() - make_interval(days => (pg_temp.seed_hash(c) % 200)::int)
     from generate_series(1, $1::bigint) c`,
    [sizes.companies],
  );
  const members = await client.query(
    `insert into company_members (user_id, company_id, role, invited_by, joined_at, updated_at)
     select pg_temp.seed_uuid('member', m), pg_temp.seed_uuid('company', pg_temp.member_company(m)),
       pg_temp.member_role(m),
       case when m > $2 then pg_temp.seed_uuid('member', pg_temp.member_company(m)) end,
       u.created_at, u.created_at
     from generate_series(1, $1::bigint) m
     join users u on u.id = pg_temp.seed_uuid('member', m)`,
    [sizes.members, sizes.companies],
  );
  const addresses = await client.query(
    `insert into partner_addresses (user_id, company_id, label, name, address, city, state, postal_code, is_default)
     select pg_temp.seed_uuid('member', c), pg_temp.seed_uuid('company', c), 'Business', pg_temp.company_name(c),
       pg_temp.company_street(c), pg_temp.company_city(c), pg_temp.company_state(c), pg_temp.company_postcode(c), true
     from generate_series(1, $1::bigint) c`,
    [sizes.companies],
  );
  const credit = await client.query(
    `insert into partner_credit_limits (company_id, approved_limit, payment_terms, status, credit_score,
       approved_by, approved_at, created_at, updated_at)
     select pg_temp.seed_uuid('company', c), 10000 + (pg_temp.seed_hash(c) % 11) * 5000,
       (array['net_30', 'net_30', 'net_14', 'net_45', 'net_60', 'net_7'])[1 + (pg_temp.seed_hash(c) / 11 % 6)::int],
       case when c % 400 = 1 then 'suspended' else 'active' end, 50 + (pg_temp.seed_hash(c) % 50)::int,
       pg_temp.seed_uuid('staff', 1 + c % 3), now() - interval '1100 days', now() - interval '1100 days',
       now() - interval '1100 days'
     from generate_series(1, $1::bigint, 20) c`,
    [sizes.companies],
  );
  return (
    (companies.rowCount ?? 0) + (members.rowCount ?? 0) + (addresses.rowCount ?? 0) + (credit.rowCount ?? 0)
  );
}
