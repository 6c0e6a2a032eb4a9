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
