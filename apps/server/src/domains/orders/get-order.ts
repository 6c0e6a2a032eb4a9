import type { Order, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findPartnerOrder } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** One of the caller's orders; another partner's is "Order not found". */
export async function getOrder(db: Db, principal: Principal, id: string): Promise<Order> {
  const owner = ownerOf(orderScope(principal, 'read'));
  const row = await findPartnerOrder(db, owner, id);
  if (!row) throw notFound('Order');
  return toOrder(row, await findOrderItems(db, [row.id]));
}
