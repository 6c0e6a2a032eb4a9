import type { Principal, UpdateVendorProduct, VendorProduct } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishOfferChange } from './publish-offer-change.ts';
import { requireVendor } from './require-vendor.ts';
import { toVendorProduct } from './to-vendor-product.ts';
import { findVendorProduct, updateVendorProduct as saveOffer } from './vendors.repository.ts';

/**
 * Edit: price, SKU, quantities, notes and availability of one of the vendor's own offers (another
 * vendor's is a 404; an admin edits any). An unavailable offer is no longer one staff may raise a PO against.
 */
export async function updateVendorProduct(
  db: Db,
  principal: Principal,
  id: string,
  input: UpdateVendorProduct,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, principal, 'manage', { offerId: id });
    const before = await findVendorProduct(tx, vendor.id, id);
    if (!before) throw notFound('Catalog product');
    await saveOffer(tx, vendor.id, id, {
      vendorPrice: input.vendorPrice.toFixed(2),
      vendorSku: input.vendorSku ?? null,
      minimumOrderQuantity: input.minimumOrderQuantity,
      leadTimeDays: input.leadTimeDays,
      specifications: input.specifications ?? null,
      qualityNotes: input.qualityNotes ?? null,
      isAvailable: input.isAvailable,
    });
    await publishOfferChange(tx, vendor.userId, before.productId);
    await recordAudit(tx, principal, {
      action: 'vendor_product.updated',
      entity: { id, label: `${before.productName} (${vendor.companyName})` },
      oldValues: {
        vendorId: vendor.id,
        productId: before.productId,
        vendorPrice: before.vendorPrice,
        isAvailable: before.isAvailable,
      },
      newValues: { vendorPrice: input.vendorPrice.toFixed(2), isAvailable: input.isAvailable },
    });
    return toVendorProduct((await findVendorProduct(tx, vendor.id, id))!);
  });
}
