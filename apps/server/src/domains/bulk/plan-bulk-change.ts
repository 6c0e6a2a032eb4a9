import {
  amountOf,
  type BulkAction,
  type BulkPreviewRow,
  type BulkRunInput,
  bulkPriceCents,
  categoryLabel,
  centsOf,
  formatCents,
} from '@party/shared';
import type { BulkTarget } from './bulk.repository.ts';

/** One changed row: its value before and after, as the column stores them. */
export interface PlannedRow {
  id: string;
  name: string;
  before: string | boolean;
  after: string | boolean;
}

/** The rows a run changes: rows already holding the new value are left out. */
export function planBulkChange(input: BulkRunInput, targets: BulkTarget[]): PlannedRow[] {
  const after = (t: BulkTarget): [string | boolean, string | boolean] => {
    if (input.action === 'price_percent')
      return [t.price, amountOf(bulkPriceCents(centsOf(t.price), input.percent ?? 0))];
    if (input.action === 'category') return [t.category, input.category!];
    return [t.isFeatured, input.isFeatured!];
  };
  return targets.flatMap((t) => {
    const [before, next] = after(t);
    const same =
      input.action === 'price_percent'
        ? centsOf(before as string) === centsOf(next as string)
        : before === next;
    return same ? [] : [{ id: t.id, name: t.name, before: normalise(input.action, before), after: next }];
  });
}

function normalise(action: BulkAction, value: string | boolean) {
  return action === 'price_percent' ? amountOf(centsOf(value as string)) : value;
}

/** A planned row as the preview shows it: prices in AUD ($14.95), categories by label, featured Yes/No. */
export function toPreviewRow(action: BulkAction, row: PlannedRow): BulkPreviewRow {
  const show = (v: string | boolean) =>
    action === 'featured'
      ? v
        ? 'Yes'
        : 'No'
      : action === 'category'
        ? categoryLabel(v as string)
        : formatCents(centsOf(v as string));
  return { id: row.id, name: row.name, before: show(row.before), after: show(row.after) };
}
