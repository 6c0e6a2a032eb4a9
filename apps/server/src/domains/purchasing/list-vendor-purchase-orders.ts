import {
  businessDay,
  type Principal,
  type VendorPurchaseOrderList,
  type vendorPurchaseOrderQuerySchema,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import {
  findLinesOf,
  findVendorPurchaseOrderStats,
  findVendorPurchaseOrders,
} from './fulfilment.repository.ts';
import { purchasingScope } from './purchasing.policy.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * docs/product/vendor-portal.md, Purchase orders: the vendor's own POs, newest first, each with its lines,
 * and the four cards.
 */
export async function listVendorPurchaseOrders(
  db: Db,
  principal: Principal,
  query: z.infer<typeof vendorPurchaseOrderQuerySchema>,
  now: Date = new Date(),
): Promise<VendorPurchaseOrderList> {
  const vendorUserId = ownerOf(purchasingScope(principal, 'fulfil'));
  const { items, total } = await findVendorPurchaseOrders(db, vendorUserId, query);
  const lines = await findLinesOf(
    db,
    items.map((po) => po.id),
  );
  const stats = await findVendorPurchaseOrderStats(db, vendorUserId, businessDay(now));
  return {
    stats,
    ...paged(
      items.map((po) => ({
        ...po,
        acceptedAt: iso(po.acceptedAt),
        rejectedAt: iso(po.rejectedAt),
        createdAt: po.createdAt.toISOString(),
        updatedAt: po.updatedAt.toISOString(),
        lines: lines
          .filter((line) => line.purchaseOrderId === po.id)
          .map(({ purchaseOrderId: _po, productId: _product, ...line }) => line),
      })),
      total,
      query,
    ),
  };
}
