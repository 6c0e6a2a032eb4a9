import {
  type Principal,
  shipmentStatuses,
  type VendorShipmentList,
  type vendorShipmentQuerySchema,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { findVendorShipments } from './shipments.repository.ts';
import { toVendorShipment } from './to-vendor-shipment.ts';

/**
 * docs/product/vendor-portal.md, Shipments: the vendor's own, newest first, and how many are at each status.
 */
export async function listVendorShipments(
  db: Db,
  principal: Principal,
  query: z.infer<typeof vendorShipmentQuerySchema>,
): Promise<VendorShipmentList> {
  const vendorUserId = ownerOf(purchasingScope(principal, 'fulfil'));
  const { items, total, perStatus } = await findVendorShipments(db, vendorUserId, query);
  const counts = Object.fromEntries(
    shipmentStatuses.map((status) => [status, perStatus.find((s) => s.status === status)?.n ?? 0]),
  ) as VendorShipmentList['counts'];
  return { counts, ...paged(items.map(toVendorShipment), total, query) };
}
