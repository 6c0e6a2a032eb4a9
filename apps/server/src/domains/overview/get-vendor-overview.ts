import {
  addDays,
  businessDay,
  DOCUMENT_EXPIRY_WINDOW_DAYS,
  type Principal,
  type VendorOverview,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { overviewScope } from './overview.policy.ts';
import { findVendorOverview } from './overview.repository.ts';

/**
 * The vendor dashboard: open purchase orders, shipments on their way, invoices still owed and
 * documents expiring within 30 days (docs/product/vendor-portal.md's expiring-soon window, by Sydney's calendar day), all
 * of the signed-in vendor's own company.
 */
export async function getVendorOverview(db: Db, principal: Principal): Promise<VendorOverview> {
  const owner = ownerOf(overviewScope(principal, 'read-vendor'));
  const today = businessDay();
  const row = await findVendorOverview(db, owner, {
    today,
    expiryLimit: addDays(today, DOCUMENT_EXPIRY_WINDOW_DAYS),
  });
  return { ...row, outstandingAmount: Number(row.outstandingAmount).toFixed(2) };
}
