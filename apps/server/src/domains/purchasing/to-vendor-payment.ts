import { isPaymentOverdue } from '@party/shared';
import type { findVendorPayments } from './vendor-payments.repository.ts';

type PaymentRow = Awaited<ReturnType<typeof findVendorPayments>>['items'][number];

/** An invoice as both payment lists send it: overdue against the business day, the date as ISO text. */
export function toVendorPayment<Row extends PaymentRow>(row: Row, today: string) {
  return { ...row, overdue: isPaymentOverdue(row, today), createdAt: row.createdAt.toISOString() };
}
