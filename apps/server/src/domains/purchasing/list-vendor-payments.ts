import {
  businessDay,
  type Principal,
  type VendorPaymentList,
  type vendorPaymentQuerySchema,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ownerOf } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { toVendorPayment } from './to-vendor-payment.ts';
import { findVendorPaymentStats, findVendorPayments } from './vendor-payments.repository.ts';

/**
 * docs/product/vendor-portal.md, Payments: the vendor's own invoices, newest first (read only), and the four
 * cards.
 */
export async function listVendorPayments(
  db: Db,
  principal: Principal,
  query: z.infer<typeof vendorPaymentQuerySchema>,
  now: Date = new Date(),
): Promise<VendorPaymentList> {
  const vendorUserId = ownerOf(purchasingScope(principal, 'fulfil'));
  const today = businessDay(now);
  const { items, total } = await findVendorPayments(db, vendorUserId, query);
  const stats = await findVendorPaymentStats(db, vendorUserId, today);
  return {
    stats,
    ...paged(
      items.map((p) => toVendorPayment(p, today)),
      total,
      query,
    ),
  };
}
