import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, deliveryMethods, orderItems, orders, users } from '../../db/schema/index.ts';
import { countStaffOrders, type OrderStatusValue, staffFilter } from './orders.repository.ts';

/** The staff list's filter, as the export reads it. */
export interface StaffOrderFilter {
  search: string | undefined;
  status: OrderStatusValue | null;
}

/** Where the last chunk ended: its last order's exact time (as PostgreSQL writes it) and id. */
export interface ExportCursor {
  at: string;
  id: string;
}

/** One order as the CSV export writes it; money numeric(12,2) as text. */
export interface OrderExportRow {
  id: string;
  cursor: ExportCursor;
  createdAt: Date;
  status: OrderStatusValue;
  paymentMethod: (typeof orders.paymentMethod.enumValues)[number];
  totalAmount: string;
  deliveryCost: string;
  discountAmount: string;
  deliveryMethod: string | null;
  companyName: string | null;
  placedByName: string;
  placedByEmail: string;
  /** Units over all its lines. */
  units: number;
}

export const countOrdersToExport = (tx: Tx, filter: StaffOrderFilter) =>
  countStaffOrders(tx, staffFilter(filter.search, filter.status));

/**
 * The next `limit` orders of the staff list's order (newest first; the id breaks a tie of times)
 * after `after`: a keyset page, so every chunk costs the same however deep the export has gone, and
 * an order placed meanwhile never shifts one into the next chunk twice. One statement a chunk, its
 * units summed from the lines' covering index.
 */
export async function findOrdersToExport(
  tx: Tx,
  filter: StaffOrderFilter,
  after: ExportCursor | null,
  limit: number,
): Promise<OrderExportRow[]> {
  const rows = await tx
    .select({
      id: orders.id,
      // The exact time, microseconds and all: a Date would lose them and skip orders at a chunk's edge.
      at: sql<string>`${orders.createdAt}::text`,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalAmount: orders.totalAmount,
      deliveryCost: orders.deliveryCost,
      discountAmount: orders.discountAmount,
      deliveryMethod: deliveryMethods.name,
      companyName: companies.name,
      placedByName: users.name,
      placedByEmail: users.email,
      units: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.partnerId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(
      and(
        staffFilter(filter.search, filter.status),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ at, ...row }) => ({ ...row, units: Number(row.units), cursor: { at, id: row.id } }));
}
