import {
  type AccountInvoiceRow,
  centsOf,
  daysBetween,
  invoiceStatus,
  openCents,
  orderNumberOf,
  paymentTermsLabel,
} from '@party/shared';
import type { InvoiceRecord } from './receivables.repository.ts';

/** An invoice as finance reads it on Sydney's `today`: amounts in dollars, its status and days overdue. */
export function toInvoiceRow(row: InvoiceRecord, today: string): AccountInvoiceRow {
  const amounts = {
    totalCents: centsOf(row.total),
    paidCents: centsOf(row.paid),
    creditedCents: centsOf(row.credited),
    dueOn: row.dueOn,
  };
  const open = Math.max(0, openCents(amounts));
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumberOf(row.orderId),
    companyId: row.companyId,
    companyName: row.companyName,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    terms: paymentTermsLabel(row.paymentTerms),
    total: amounts.totalCents / 100,
    paid: amounts.paidCents / 100,
    credited: amounts.creditedCents / 100,
    open: open / 100,
    status: invoiceStatus(amounts, today),
    daysOverdue: open > 0 ? Math.max(0, daysBetween(row.dueOn, today)) : 0,
  };
}
