import { averageVendorPrice, type Principal, type VendorProductList } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { requireVendor } from './require-vendor.ts';
import { toVendorProduct } from './to-vendor-product.ts';
import { findVendorProductStats, findVendorProducts } from './vendors.repository.ts';

/** Product Catalog: the vendor's own offers, newest first, with the four figures of docs/product/vendor-portal.md. */
export async function listVendorProducts(db: Db, principal: Principal): Promise<VendorProductList> {
  return db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, principal, 'read');
    const rows = await findVendorProducts(tx, vendor.id);
    const stats = await findVendorProductStats(tx, vendor.id);
    return {
      items: rows.map(toVendorProduct),
      stats: {
        totalProducts: stats.totalProducts,
        available: stats.available,
        averagePrice: averageVendorPrice(rows.map((row) => row.vendorPrice)),
        categories: stats.categories,
      },
    };
  });
}
