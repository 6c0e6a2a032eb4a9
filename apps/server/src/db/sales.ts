import { unsoldOrderStatuses } from '@party/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * SQL: the order with this status counts as a sale (shared `unsoldOrderStatuses`: not cancelled, not
 * awaiting approval). `status` is a column, or raw SQL naming one (`sql.raw('o.status')`).
 */
export function countsAsSale(status: AnyColumn | SQL): SQL {
  return sql`${status} not in (${sql.join(
    unsoldOrderStatuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/**
 * SQL: what a member's orders of this Sydney calendar month count toward their monthly limit (AUD, as
 * numeric text): every order they placed this month but cancelled ones, awaiting approval included
 * (docs/product/company-accounts.md, "Spending limits").
 */
export function monthSpendOf(partnerId: AnyColumn | SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(o.total_amount), 0) from orders o
    where o.partner_id = ${partnerId} and o.status <> 'cancelled'
      and o.created_at >= (date_trunc('month', now() at time zone 'Australia/Sydney') at time zone 'Australia/Sydney'))`;
}
