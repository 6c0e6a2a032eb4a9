import { z } from 'zod';
import { cartSchema } from '../cart/contract.ts';
import { countOf } from '../text/plural.ts';

/**
 * Order again (docs/product/wholesale-buying.md, "Order again"): what became of each line of the past
 * order. `added` at today's price as it was; `price_changed` added at a new price; `quantity_adjusted`
 * added rounded up to the pack size or minimum; `short_stock` added only what stock allows (or
 * nothing); `not_sold` not added, the product gone from the catalogue.
 */
export const reorderLineStatuses = [
  'added',
  'price_changed',
  'quantity_adjusted',
  'short_stock',
  'not_sold',
] as const;
export type ReorderLineStatus = (typeof reorderLineStatuses)[number];

export const reorderLineSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  /** What the past order held. */
  orderedQuantity: z.number().int(),
  /** What went into the cart now (0: nothing). */
  quantity: z.number().int(),
  status: z.enum(reorderLineStatuses),
  /** 'Now $4.50 (was $4.95)', 'Only 3 in stock', 'No longer sold'; null when added as it was. */
  message: z.string().nullable(),
  /** Today's unit price for the quantity added (null when not sold), and what the past order paid. */
  unitPrice: z.number().nullable(),
  previousUnitPrice: z.number(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderResponseSchema = z.object({
  /** How many lines went into the cart. */
  added: z.number().int(),
  /** 'Added 12 lines. 2 prices changed, 1 line is short of stock (added 8 of 12), 1 product is no longer sold.' */
  summary: z.string(),
  lines: z.array(reorderLineSchema),
  cart: cartSchema,
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** The sentence that opens the Order Again dialog (docs/product/wholesale-buying.md, texts exact). */
export function reorderSummary(lines: readonly ReorderLine[]): string {
  const added = lines.filter((l) => l.quantity > 0).length;
  const head =
    added === 0
      ? 'Nothing could be added to your cart.'
      : `Added ${countOf(added, { one: 'line', other: 'lines' })}.`;
  const priced = lines.filter((l) => l.quantity > 0 && l.unitPrice !== l.previousUnitPrice).length;
  const rounded = lines.filter((l) => l.status !== 'short_stock' && l.quantity > l.orderedQuantity).length;
  const short = lines.filter((l) => l.status === 'short_stock');
  const gone = lines.filter((l) => l.status === 'not_sold').length;
  const parts: string[] = [];
  if (priced) parts.push(`${countOf(priced, { one: 'price', other: 'prices' })} changed`);
  if (rounded)
    parts.push(
      rounded === 1
        ? '1 quantity was rounded up to its pack size'
        : `${countOf(rounded, { one: 'quantity', other: 'quantities' })} were rounded up to their pack sizes`,
    );
  if (short.length === 1)
    parts.push(
      short[0]!.quantity > 0
        ? `1 line is short of stock (added ${short[0]!.quantity} of ${short[0]!.orderedQuantity})`
        : '1 line is short of stock (none added)',
    );
  else if (short.length > 1) parts.push(`${short.length} lines are short of stock`);
  if (gone)
    parts.push(
      gone === 1
        ? '1 product is no longer sold'
        : `${countOf(gone, { one: 'product', other: 'products' })} are no longer sold`,
    );
  return parts.length ? `${head} ${parts.join(', ')}.` : head;
}
