import { z } from 'zod';
import { productCategoryIdSchema } from '../catalog/contract.ts';
import { idParams } from '../paging/paging.ts';

/** What a bulk run changes (docs/product/admin-area.md: price by %, category, featured). */
export const bulkActions = ['price_percent', 'category', 'featured'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const bulkOperationStatusValues = ['running', 'completed', 'failed', 'undone'] as const;
export type BulkOperationStatus = (typeof bulkOperationStatusValues)[number];

/** The most products one run may name by id; a filter reaches the whole catalogue. */
export const BULK_MAX_IDS = 10_000;
/** A price change is a whole or hundredth percent between -90 % and +1000 %. */
export const BULK_MIN_PERCENT = -90;
export const BULK_MAX_PERCENT = 1000;

export const bulkMessages = {
  noChange: 'Nothing to change: every selected product already has that value',
  notLatest: 'Only the latest bulk run can be undone',
  notUndoable: 'This bulk run cannot be undone',
  undone: (n: number) => `Undid the change to ${n.toLocaleString('en-AU')} products`,
  applied: (n: number) => `${n.toLocaleString('en-AU')} products updated successfully`,
  /** A price change that would leave some products' prices outside the product form's rule. */
  badPrices: (problems: string[], total: number) =>
    `This change would give ${total.toLocaleString('en-AU')} ${total === 1 ? 'product' : 'products'} a price the product form refuses: ${problems.join('; ')}${total > problems.length ? `; and ${(total - problems.length).toLocaleString('en-AU')} more` : ''}`,
} as const;

/** POST /api/admin/bulk and /api/admin/bulk/preview: the change and the products it applies to. */
export const bulkRunInputSchema = z
  .strictObject({
    action: z.enum(bulkActions, 'Choose what to change'),
    percent: z
      .number('Percent must be a number')
      .min(BULK_MIN_PERCENT, `Percent must be at least ${BULK_MIN_PERCENT}`)
      .max(BULK_MAX_PERCENT, `Percent must be at most ${BULK_MAX_PERCENT}`)
      .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'Percent has at most two decimals')
      .optional(),
    category: productCategoryIdSchema.optional(),
    isFeatured: z.boolean().optional(),
    /** The selection: these products... */
    productIds: z
      .array(z.uuid('Product id must be a UUID'))
      .min(1, 'Select at least one product')
      .max(BULK_MAX_IDS, `Select at most ${BULK_MAX_IDS} products`)
      .optional(),
    /** ...or every product matching this filter (empty: the whole catalogue). */
    filter: z
      .strictObject({
        category: productCategoryIdSchema.optional(),
        /** Products whose name contains this text (any case). */
        search: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'price_percent' && (v.percent === undefined || v.percent === 0))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a percent other than 0' });
    if (v.action === 'category' && v.category === undefined)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose the new category' });
    if (v.action === 'featured' && v.isFeatured === undefined)
      ctx.addIssue({ code: 'custom', path: ['isFeatured'], message: 'Choose featured or not featured' });
    if ((v.productIds === undefined) === (v.filter === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: 'Select products or a filter, not both',
      });
  });
export type BulkRunInput = z.input<typeof bulkRunInputSchema>;

/** One product a run changes, with its value before and after as shown: prices in AUD, categories by label, featured Yes/No. */
export const bulkPreviewRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  before: z.string(),
  after: z.string(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;

/** The dry run: every row that would change, in name order; nothing is written. */
export const bulkPreviewSchema = z.object({
  matched: z.number().int(),
  rows: z.array(bulkPreviewRowSchema),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkOperationSchema = z.object({
  id: z.uuid(),
  action: z.enum(bulkActions),
  summary: z.string(),
  status: z.enum(bulkOperationStatusValues),
  totalCount: z.number().int(),
  processedCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Only the newest completed run that is not undone. */
  canUndo: z.boolean(),
});
export type BulkOperation = z.infer<typeof bulkOperationSchema>;

export const bulkOperationListSchema = z.object({ items: z.array(bulkOperationSchema) });
export type BulkOperationList = z.infer<typeof bulkOperationListSchema>;

export const bulkOperationParamsSchema = idParams('Bulk run');

/** How a run reads in the history: 'Price +10 %', 'Category → Balloons', 'Featured: on'. */
export function bulkSummary(
  action: BulkAction,
  parameters: { percent?: number; category?: string; isFeatured?: boolean; categoryLabel?: string },
): string {
  if (action === 'price_percent') {
    const p = parameters.percent ?? 0;
    return `Price ${p > 0 ? '+' : ''}${p.toLocaleString('en-AU')}%`;
  }
  if (action === 'category') return `Category → ${parameters.categoryLabel ?? parameters.category ?? ''}`;
  return `Featured: ${parameters.isFeatured ? 'on' : 'off'}`;
}

/** New price in cents after a percent change, rounded to the cent (half away from zero). */
export function bulkPriceCents(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.max(0, Math.round((cents * (10_000 + basisPoints)) / 10_000));
}
