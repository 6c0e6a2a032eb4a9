import type { AdminVendorOverview, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { findAdminVendorOverview } from './admin-overview.repository.ts';
import { overviewScope } from './overview.policy.ts';

/** /admin/vendors: Total Vendors, Active Vendors, Purchase Orders, Vendor Products and the two recent lists. */
export async function getAdminVendorOverview(db: Db, principal: Principal): Promise<AdminVendorOverview> {
  assertAllowed(overviewScope(principal, 'read-admin').rows === 'all');
  const row = await findAdminVendorOverview(db);
  return {
    ...row.tiles,
    recentVendors: row.recentVendors.map((v) => ({ ...v, qualityRating: Number(v.qualityRating ?? 0) })),
    recentPurchaseOrders: row.recentPurchaseOrders.map((po) => ({
      ...po,
      createdAt: po.createdAt.toISOString(),
      totalAmount: Number(po.totalAmount),
    })),
  };
}
