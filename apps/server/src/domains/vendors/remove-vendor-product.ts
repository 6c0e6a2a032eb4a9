import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { publishOfferChange } from './publish-offer-change.ts';
import { requireVendor } from './require-vendor.ts';
import { deleteVendorProduct, insertAudit } from './vendors.repository.ts';

/**
 * Remove: the offer goes; purchase orders already raised keep their lines (they name the product,
 * not the offer). Another vendor's offer is a 404.
 */
export async function removeVendorProduct(db: Db, principal: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, principal, 'manage');
    const removed = await deleteVendorProduct(tx, vendor.id, id);
    if (!removed) throw notFound('Catalog product');
    await publishOfferChange(tx, vendor.userId, removed.productId);
    await insertAudit(tx, {
      actorId: principal.userId,
      action: 'vendor_product.removed',
      entityType: 'vendor_product',
      entityId: id,
      oldValues: { vendorId: vendor.id, productId: removed.productId },
    });
  });
}
