import type { Principal, PurchaseOrderList, purchaseOrderListQuerySchema } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findPurchaseOrders } from './purchasing.repository.ts';
import { toPurchaseOrderSummary } from './to-purchase-order.ts';

/** Staff follow the store's purchase orders: newest first, by status, PO number or vendor. */
export async function listPurchaseOrders(
  db: Db,
  principal: Principal,
  query: z.infer<typeof purchaseOrderListQuerySchema>,
): Promise<PurchaseOrderList> {
  assertAllowed(purchasingScope(principal, 'read').rows === 'all');
  const { items, counted } = await findPurchaseOrders(db, query);
  return paged(items.map(toPurchaseOrderSummary), counted, query);
}
