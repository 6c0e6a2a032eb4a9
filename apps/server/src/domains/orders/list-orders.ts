import type { OrderList, OrderListQuery, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findPartnerOrders } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** The caller's own orders with their lines, newest first, optionally one status (docs/product/partner-portal.md: each partner's own, by partner_id). */
export async function listOrders(
  db: Db,
  principal: Principal,
  query: Required<OrderListQuery>,
): Promise<OrderList> {
  const owner = ownerOf(orderScope(principal, 'list'));
  const rows = await findPartnerOrders(db, owner, query.status === 'all' ? null : query.status);
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return { items: rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [])) };
}
