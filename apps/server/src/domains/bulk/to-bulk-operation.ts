import { type BulkAction, type BulkOperation, bulkActions, bulkSummary, categoryLabel } from '@party/shared';
import type { OperationRow } from './bulk.repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toBulkOperation(row: OperationRow, latestCompletedId: string | undefined): BulkOperation {
  const action = (bulkActions as readonly string[]).includes(row.kind)
    ? (row.kind as BulkAction)
    : 'price_percent';
  const p = row.parameters as { percent?: number; category?: string; isFeatured?: boolean };
  return {
    id: row.id,
    action,
    summary: bulkSummary(action, { ...p, categoryLabel: p.category ? categoryLabel(p.category) : undefined }),
    status: row.status,
    totalCount: row.totalCount,
    processedCount: row.processedCount,
    createdByName: row.createdByName,
    createdAt: iso(row.createdAt)!,
    completedAt: iso(row.completedAt),
    undoneAt: iso(row.undoneAt),
    canUndo: row.status === 'completed' && row.id === latestCompletedId,
  };
}
