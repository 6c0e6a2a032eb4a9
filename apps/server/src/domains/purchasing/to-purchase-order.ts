import type { PurchaseOrderSummary } from '@party/shared';

interface SummaryRow extends Omit<PurchaseOrderSummary, 'createdAt'> {
  createdAt: Date;
}

export function toPurchaseOrderSummary(row: SummaryRow): PurchaseOrderSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
