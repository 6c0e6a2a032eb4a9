import type { OrderList, orderListQuerySchema, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companyOf, narrowToMember } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findCompanyOrders, findOrderItems } from './orders.repository.ts';
import { toOrder } from './to-order.ts';

/** The caller's company's orders (a buyer's: their own) with their lines, newest first a page at a
 * time, optionally one status (docs/product/company-accounts.md, Roles). */
export async function listOrders(
  db: Db,
  principal: Principal,
  query: z.infer<typeof orderListQuerySchema>,
): Promise<OrderList> {
  const scope = narrowToMember(companyOf(orderScope(principal, 'list')), principal, query.member);
  const { rows, counted } = await findCompanyOrders(
    db,
    scope,
    query.status === 'all' ? null : query.status,
    query,
  );
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return paged(
    rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [])),
    counted,
    query,
  );
}
