import type pg from 'pg';

/**
 * Invoices on account, as migration 0024 raises them for orders charged to an account: issued the
 * Sydney day the order was placed, due by the company's terms, numbered by the order
 * (docs/product/receivables.md). 49 in 50 past their due day were paid three days before it, by
 * one EFT each with its allocation; the credit used is then the open balance, as the seed keeps it,
 * and a limit under it is raised to cover it with a quarter to spare (the busiest accounts).
 */
export async function seedAccountInvoices(client: pg.Client): Promise<number> {
  const { rowCount } = await client.query(
    `insert into account_invoices (order_id, company_id, number, issued_on, due_on, payment_terms,
       total_amount, paid_amount, created_at, updated_at)
     select o.id, o.company_id, 'INV-' || upper(left(o.id::text, 8)), x.issued,
       x.issued + substr(c.payment_terms, 5)::int, c.payment_terms, o.total_amount,
       case when x.issued + substr(c.payment_terms, 5)::int < pg_temp.seed_now()::date
         and pg_temp.seed_hash(hashtext(o.id::text)) % 50 <> 0 then o.total_amount else 0 end,
       o.created_at, o.created_at
     from orders o
     join partner_credit_limits c on c.company_id = o.company_id
     cross join lateral (select (o.created_at at time zone 'Australia/Sydney')::date as issued) x
     where o.payment_method = 'account' and o.status not in ('cancelled', 'awaiting_approval')`,
  );
  const payments = await client.query(
    `with paid as materialized (
       select id, company_id, number, due_on, total_amount, gen_random_uuid() as payment_id
       from account_invoices where paid_amount > 0),
     received as (
       insert into payments_received (id, company_id, received_on, method, reference, amount, recorded_by, created_at)
       select payment_id, company_id, due_on - 3, 'eft', 'EFT ' || number, total_amount,
         pg_temp.seed_uuid('staff', 3), (due_on - 3)::timestamptz + interval '1 hour'
       from paid)
     insert into payment_allocations (payment_id, invoice_id, amount)
     select payment_id, id, total_amount from paid`,
  );
  await client.query(
    `update partner_credit_limits c set used_amount = s.open,
       approved_limit = greatest(c.approved_limit, ceil(s.open * 1.25 / 5000) * 5000)
     from (select company_id, sum(open_amount) as open from account_invoices group by company_id) s
     where s.company_id = c.company_id`,
  );
  return (rowCount ?? 0) + 2 * (payments.rowCount ?? 0);
}
