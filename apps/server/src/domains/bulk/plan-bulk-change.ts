import {
  amountOf,
  type BulkAction,
  type BulkPreviewRow,
  type BulkRunInput,
  bulkMessages,
  bulkPriceCents,
  categoryLabel,
  centsOf,
  formatCents,
  productPriceSchema,
} from '@party/shared';
import { badRequest } from '../../lib/app-error.ts';
import type { BulkTarget } from './bulk.repository.ts';

/** One changed row: its value before and after, as the column stores them. */
export interface PlannedRow {
  id: string;
  name: string;
  before: string | boolean;
  after: string | boolean;
}

/** Products a refusal names; the rest are counted. */
const NAMED_PROBLEMS = 5;

/**
 * The rows a run changes: rows already holding the new value are left out. A price change obeys the
 * product form's price rule (productPriceSchema): when any new price breaks it, the whole change is
 * refused (preview and run alike), naming those products, rather than saving a $0.00 product.
 */
export function planBulkChange(input: BulkRunInput, targets: BulkTarget[]): PlannedRow[] {
  const rows = planRows(input, targets);
  if (input.action === 'price_percent') {
    const problems = rows.flatMap((r) => {
      const checked = productPriceSchema.safeParse(r.after);
      if (checked.success) return [];
      const [before, after] = [r.before, r.after].map((v) => formatCents(centsOf(v as string)));
      return [`${r.name} (${before} → ${after}): ${checked.error.issues[0]?.message}`];
    });
    if (problems.length > 0) {
      const message = bulkMessages.badPrices(problems.slice(0, NAMED_PROBLEMS), problems.length);
      throw badRequest(message, { percent: message });
    }
  }
  return rows;
}

function planRows(input: BulkRunInput, targets: BulkTarget[]): PlannedRow[] {
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
