import type { AdminVendorProductList, AdminVendorProductParams, Principal } from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { toVendorProduct } from './to-vendor-product.ts';
import { vendorScope } from './vendors.policy.ts';
import { findAllVendorProducts, findVendorNames } from './vendors.repository.ts';

/**
 * /admin/vendors/products: every vendor's offers, newest first, searched and filtered, with the
 * list of companies for the vendor filter and the Add dialog (one read-only transaction).
 */
export async function listAllVendorProducts(
  db: Db,
  principal: Principal,
  query: AdminVendorProductParams,
): Promise<AdminVendorProductList> {
  assertAllowed(vendorScope(principal, 'read').rows === 'all');
  return db.transaction(async (tx) => {
    const { rows, total } = await findAllVendorProducts(tx, query);
    const vendors = await findVendorNames(tx);
    const items = rows.map((row) => ({
      ...toVendorProduct(row),
      vendor: { id: row.vendorId, companyName: row.vendorCompanyName },
    }));
    return { ...paged(items, total, query), vendors };
  });
}
