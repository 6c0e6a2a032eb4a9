import type { Principal, StaffOrderList, staffOrderListQuerySchema } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findStaffOrders } from './orders.repository.ts';
import { toStaffOrder } from './to-staff-order.ts';

/**
 * docs/product/associate-portal.md, Orders: every partner's orders, newest first, one page at a time,
 * searched by order id prefix, partner name or company, or product name, optionally one status. Three
 * queries (the page, its count up to the cap, its lines), however many orders it holds or matches.
 */
export async function listStaffOrders(
  db: Db,
  principal: Principal,
  query: z.infer<typeof staffOrderListQuerySchema>,
): Promise<StaffOrderList> {
  assertAllowed(orderScope(principal, 'staff-list').rows === 'all');
  const { rows, counted } = await findStaffOrders(db, {
    search: query.search || undefined,
    status: query.status === 'all' ? null : query.status,
    page: query.page,
    pageSize: query.pageSize,
  });
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return paged(
    rows.map((r) => toStaffOrder(r, byOrder.get(r.id) ?? [])),
    counted,
    query,
  );
}
