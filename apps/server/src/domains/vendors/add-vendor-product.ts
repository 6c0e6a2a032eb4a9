import { type AddVendorProduct, type Principal, type VendorProduct, vendorMessages } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishOfferChange } from './publish-offer-change.ts';
import { requireVendor } from './require-vendor.ts';
import { toVendorProduct } from './to-vendor-product.ts';
import { findVendorProduct, insertVendorProduct, productExists } from './vendors.repository.ts';

/**
 * Adds a catalogue product to the vendor's catalog at the vendor's price (available by default,
 * docs/product/vendor-portal.md), or an admin adds it for a vendor. One offer per vendor and product: a second is a 409
 * that says to edit the first.
 */
export async function addVendorProduct(
  db: Db,
  principal: Principal,
  input: AddVendorProduct & { vendorId?: string },
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    // An admin names the company (docs/product/admin-area.md: Vendor Products); a vendor adds to its own.
    const vendor = await requireVendor(
      tx,
      principal,
      'manage',
      input.vendorId ? { vendorId: input.vendorId } : undefined,
    );
    if (!(await productExists(tx, input.productId))) throw notFound('Product');
    const created = await insertVendorProduct(tx, {
      vendorId: vendor.id,
      productId: input.productId,
      vendorPrice: input.vendorPrice.toFixed(2),
      vendorSku: input.vendorSku ?? null,
      minimumOrderQuantity: input.minimumOrderQuantity,
      leadTimeDays: input.leadTimeDays,
      specifications: input.specifications ?? null,
      qualityNotes: input.qualityNotes ?? null,
      isAvailable: true,
    });
    if (!created)
      throw new AppError('CONFLICT', vendorMessages.alreadyInCatalog, {
        productId: vendorMessages.alreadyInCatalog,
      });
    await publishOfferChange(tx, vendor.userId, input.productId);
    const offer = (await findVendorProduct(tx, vendor.id, created.id))!;
    await recordAudit(tx, principal, {
      action: 'vendor_product.added',
      entity: { id: created.id, label: `${offer.productName} (${vendor.companyName})` },
      newValues: { vendorId: vendor.id, productId: input.productId, vendorPrice: input.vendorPrice },
    });
    return toVendorProduct(offer);
  });
}
