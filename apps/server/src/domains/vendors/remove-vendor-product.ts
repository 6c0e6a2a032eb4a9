import type { Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishOfferChange } from './publish-offer-change.ts';
import { requireVendor } from './require-vendor.ts';
import { deleteVendorProduct, findVendorProduct } from './vendors.repository.ts';

/**
 * Remove: the offer goes; purchase orders already raised keep their lines (they name the product,
 * and vendor, not the offer), so an open PO goes on unchanged: the offer is deleted, not refused
 * with a 409. (To stop new POs but keep the offer, Edit sets it unavailable.) Another vendor's
 * offer is a 404; an admin removes any.
 */
export async function removeVendorProduct(db: Db, principal: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, principal, 'manage', { offerId: id });
    const offer = await findVendorProduct(tx, vendor.id, id);
    const removed = offer && (await deleteVendorProduct(tx, vendor.id, id));
    if (!removed) throw notFound('Catalog product');
    await publishOfferChange(tx, vendor.userId, removed.productId);
    await recordAudit(tx, principal, {
      action: 'vendor_product.removed',
      entity: { id, label: `${offer.productName} (${vendor.companyName})` },
      oldValues: { vendorId: vendor.id, productId: removed.productId },
    });
  });
}
