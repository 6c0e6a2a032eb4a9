import type { Principal, StaffOrder } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { orderScope } from './orders.policy.ts';
import { findOrderItems, findStaffOrder } from './orders.repository.ts';
import { toStaffOrder } from './to-staff-order.ts';

/** Any partner's order with its lines, for the staff order detail. */
export async function getStaffOrder(db: Db, principal: Principal, id: string): Promise<StaffOrder> {
  assertAllowed(orderScope(principal, 'staff-read').rows === 'all');
  const row = await findStaffOrder(db, id);
  if (!row) throw notFound('Order');
  return toStaffOrder(row, await findOrderItems(db, [row.id]));
}
