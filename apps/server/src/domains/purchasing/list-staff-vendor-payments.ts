import {
  businessDay,
  type Principal,
  type StaffVendorPaymentList,
  type staffVendorPaymentQuerySchema,
} from '@party/shared';
import { paged } from '@party/shared/paging/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import { purchasingScope } from './purchasing.policy.ts';
import { toVendorPayment } from './to-vendor-payment.ts';
import { findStaffVendorPayments } from './vendor-payments.repository.ts';

/**
 * Every vendor's invoices for the people who pay them (finance associates and admins; Vendor
 * Administration's payments section), newest first, optionally one status.
 */
export async function listStaffVendorPayments(
  db: Db,
  principal: Principal,
  query: z.infer<typeof staffVendorPaymentQuerySchema>,
  now: Date = new Date(),
): Promise<StaffVendorPaymentList> {
  assertAllowed(purchasingScope(principal, 'pay').rows === 'all');
  const today = businessDay(now);
  const { items, total } = await findStaffVendorPayments(db, query);
  return paged(
    items.map((p) => toVendorPayment(p, today)),
    total,
    query,
  );
}
