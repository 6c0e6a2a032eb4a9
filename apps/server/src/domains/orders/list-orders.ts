import type { OrderList, OrderListQuery, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf, narrowToMember } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findCompanyOrders, findOrderItems } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** The caller's company's orders (a buyer's: their own) with their lines, newest first, optionally one
 * status (docs/product/company-accounts.md, Roles). */
export async function listOrders(
  db: Db,
  principal: Principal,
  query: Required<OrderListQuery>,
): Promise<OrderList> {
  const scope = narrowToMember(companyOf(orderScope(principal, 'list')), principal, query.member);
  const rows = await findCompanyOrders(db, scope, query.status === 'all' ? null : query.status);
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return { items: rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [])) };
}
