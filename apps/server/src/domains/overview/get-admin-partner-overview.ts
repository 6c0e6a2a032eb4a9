import { type AdminPartnerOverview, orderNumberOf, type Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { findAdminPartnerOverview } from './admin-overview.repository.ts';
import { overviewScope } from './overview.policy.ts';

/** /admin/partners: Total Orders, Total Revenue, Active Partners, Pending Orders and the two recent lists. */
export async function getAdminPartnerOverview(db: Db, principal: Principal): Promise<AdminPartnerOverview> {
  assertAllowed(overviewScope(principal, 'read-admin').rows === 'all');
  const row = await findAdminPartnerOverview(db);
  return {
    totalOrders: row.tiles.totalOrders,
    totalRevenue: Number(row.tiles.totalRevenue),
    activePartners: row.activePartners,
    pendingOrders: row.tiles.pendingOrders,
    recentOrders: row.recentOrders.map((o) => ({
      id: o.id,
      orderNumber: orderNumberOf(o.id),
      createdAt: o.createdAt.toISOString(),
      totalAmount: Number(o.totalAmount),
      status: o.status,
    })),
    recentPartners: row.recentPartners.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
  };
}
