import { auditActions } from '@party/shared';
import type pg from 'pg';
import type { Sizes } from './sizes.ts';

/** [title, category] pairs; support_tickets.category is free lower-case text. */
const TICKET_SUBJECTS = [
  ['Order arrived with damaged balloons', 'orders'],
  ['Two items missing from delivery', 'orders'],
  ['Please change the delivery address', 'orders'],
  ['Question about an invoice on account', 'payment'],
  ['Card payment declined twice', 'payment'],
  ['Checkout page will not load', 'technical'],
  ['Return request: wrong colour sent', 'returns'],
  ['Are these plates compostable?', 'products'],
  ['Bulk pricing for a school fete', 'products'],
  ['Tracking number not updating', 'other'],
];

/** Support tickets over three years: older ones resolved or closed, recent ones still being worked. */
export async function seedTickets(client: pg.Client, sizes: Sizes): Promise<number> {
  const titles = TICKET_SUBJECTS.map(([t]) => `'${t!.replaceAll("'", "''")}'`).join(', ');
  const categories = TICKET_SUBJECTS.map(([, c]) => `'${c}'`).join(', ');
  const { rowCount } = await client.query(
    `insert into support_tickets (id, ticket_number, title, description, category, priority, status,
       submitter_id, assignee_id, resolved_at, resolution_notes, created_at, updated_at, company_id)
     select pg_temp.seed_uuid('ticket', n), 'TCK-' || lpad(n::text, 6, '0'), (array[${titles}])[x.j],
       'Hi team, ' || lower((array[${titles}])[x.j]) || '. Our event is on ' || to_char(x.at + interval '9 days', 'FMDay DD Month') || '. Thanks!',
       (array[${categories}])[x.j], (array['low', 'medium', 'medium', 'high'])[1 + (n % 4)::int], x.status,
       pg_temp.seed_uuid('member', x.m), case when x.status <> 'open' then pg_temp.seed_uuid('staff', 1 + n % $3) end,
       case when x.status in ('resolved', 'closed') then x.at + interval '2 days' end,
       case when x.status in ('resolved', 'closed') then 'Sorted: replacement sent and the customer confirmed.' end,
       x.at, case when x.status in ('resolved', 'closed') then x.at + interval '2 days' else x.at + interval '1 hour' end,
       pg_temp.seed_uuid('company', pg_temp.member_company(x.m))
     from generate_series(1, $1::bigint) n
     cross join lateral (select 1 + (pg_temp.seed_hash(n * 7) % 10)::int as j, 1 + pg_temp.seed_hash(n * 7 + 1) % $2 as m,
       pg_temp.seed_now() - make_interval(secs => ($1 - n)::float8 / $1 * 1095 * 86400) as at,
       case when ($1 - n)::float8 / $1 * 1095 > 30 then (case when n % 10 = 0 then 'closed' else 'resolved' end)
         else (array['open', 'in_progress', 'pending', 'resolved'])[1 + (n % 4)::int] end as status) x`,
    [sizes.tickets, sizes.members, sizes.staff],
  );
  await client.query(`select setval('ticket_number_seq', $1::bigint)`, [Math.min(sizes.tickets, 999_998)]);
  return rowCount ?? 0;
}

const entity = (action: keyof typeof auditActions) => `'${auditActions[action].entity}'`;

/**
 * The audit trail (docs/ARCHITECTURE.md, "The audit trail"): half order status changes, then product
 * edits, stock adjustments, ticket updates and member changes, by staff except the member changes,
 * which the company's owner makes.
 */
export async function seedAudit(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into audit_log (actor_id, action, entity_type, entity_id, entity_label, old_values, new_values, created_at)
     select case when k = 9 then pg_temp.seed_uuid('member', c) else pg_temp.seed_uuid('staff', 1 + n % $5) end,
       case when k < 5 then 'order.status_changed' when k < 7 then 'product.updated'
         when k = 7 then 'product.stock_adjusted' when k = 8 then 'ticket.updated' else 'company.member_updated' end,
       case when k < 5 then ${entity('order.status_changed')} when k < 8 then ${entity('product.updated')}
         when k = 8 then ${entity('ticket.updated')} else ${entity('company.member_updated')} end,
       case when k < 5 then pg_temp.seed_uuid('order', o)::text when k < 8 then pg_temp.seed_uuid('product', p)::text
         when k = 8 then pg_temp.seed_uuid('ticket', t)::text else pg_temp.seed_uuid('company', c)::text end,
       case when k < 5 then left(pg_temp.seed_uuid('order', o)::text, 8) when k < 8 then pg_temp.product_name(p)
         when k = 8 then 'TCK-' || lpad(t::text, 6, '0') else pg_temp.company_name(c) end,
       case when k < 5 then '{"status": "processing"}'::jsonb when k < 7 then jsonb_build_object('price', pg_temp.product_price(p) - 1)
         when k = 7 then '{"stock": 40}'::jsonb when k = 8 then '{"status": "open"}'::jsonb else '{"role": "viewer"}'::jsonb end,
       case when k < 5 then '{"status": "shipped"}'::jsonb when k < 7 then jsonb_build_object('price', pg_temp.product_price(p))
         when k = 7 then '{"stock": 240}'::jsonb when k = 8 then '{"status": "in_progress"}'::jsonb else '{"role": "buyer"}'::jsonb end,
       pg_temp.seed_now() - make_interval(secs => ($1 - n)::float8 / $1 * 1095 * 86400)
     from generate_series(1, $1::bigint) n
     cross join lateral (select (n % 10)::int as k, 1 + pg_temp.seed_hash(n) % $2 as o,
       1 + pg_temp.seed_hash(n * 3) % $3 as p, 1 + pg_temp.seed_hash(n * 5) % $4 as t,
       1 + pg_temp.seed_hash(n * 7) % $6 as c) x`,
    [sizes.auditRows, sizes.orders, sizes.products, sizes.tickets, sizes.staff, sizes.companies],
  );
  return rowCount ?? 0;
}

/** The files table's rows only (no stored bytes): return photos and vendor documents. */
export async function seedFiles(client: pg.Client, sizes: Sizes): Promise<number> {
  const { rowCount } = await client.query(
    `insert into files (id, owner_id, original_name, storage_key, mime_type, size_bytes, purpose, created_at)
     select pg_temp.seed_uuid('file', n), pg_temp.seed_uuid('member', 1 + pg_temp.seed_hash(n) % $2),
       case when n % 3 = 0 then 'insurance-certificate-' || n || '.pdf' else 'return-photo-' || n || '.jpg' end,
       case when n % 3 = 0 then 'vendor-documents/' else 'return-photos/' end || pg_temp.seed_uuid('file', n),
       case when n % 3 = 0 then 'application/pdf' else 'image/jpeg' end,
       (150000 + pg_temp.seed_hash(n * 3) % 2850000)::int,
       case when n % 3 = 0 then 'vendor_document' else 'return_photo' end,
       pg_temp.seed_now() - make_interval(secs => ($1 - n)::float8 / $1 * 1095 * 86400)
     from generate_series(1, $1::bigint) n`,
    [sizes.files, sizes.members],
  );
  return rowCount ?? 0;
}
