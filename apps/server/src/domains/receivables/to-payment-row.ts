import { centsOf, type PaymentRow } from '@party/shared';
import type { findAllocations, PaymentRecord } from './receivables.repository.ts';

type AllocationRecord = Awaited<ReturnType<typeof findAllocations>>[number];

/** A payment received with its split across invoices, amounts in dollars. */
export function toPaymentRow(row: PaymentRecord, allocations: AllocationRecord[]): PaymentRow {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    receivedOn: row.receivedOn,
    method: row.method,
    reference: row.reference,
    amount: centsOf(row.amount) / 100,
    recordedByName: row.recordedByName,
    createdAt: new Date(row.createdAt).toISOString(),
    allocations: allocations
      .filter((a) => a.paymentId === row.id)
      .map((a) => ({
        invoiceId: a.invoiceId,
        invoiceNumber: a.invoiceNumber,
        amount: centsOf(a.amount) / 100,
      })),
  };
}
