import type { Order, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findCompanyOrder, findOrderItems } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** One of the caller's company's orders (a buyer's own); another company's is "Order not found". */
export async function getOrder(db: Db, principal: Principal, id: string): Promise<Order> {
  const row = await findCompanyOrder(db, companyOf(orderScope(principal, 'read')), id);
  if (!row) throw notFound('Order');
  return toOrder(row, await findOrderItems(db, [row.id]));
}
